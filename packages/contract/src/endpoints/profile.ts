import { ApiPath } from '../paths.ts';
import { personalDataEnvelope, personalDataUpdateShapeSchema } from '../schemas/personal-data.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const profileEndpoints = {
  personalData: endpoint('GET', ApiPath.personalData, "The trader's personal data", { response: personalDataEnvelope }),
  updatePersonalData: endpoint('POST', ApiPath.personalData, 'Save personal data (-7 with the invalid fields)', { body: personalDataUpdateShapeSchema, response: personalDataEnvelope }),
};
