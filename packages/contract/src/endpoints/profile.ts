import { ApiPath } from '../paths.ts';
import { personalDataEnvelope, personalDataUpdateShapeSchema } from '../schemas/personal-data.ts';
import { themePreferenceEnvelope, themePreferenceSchema } from '../schemas/theme.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const profileEndpoints = {
  personalData: endpoint('GET', ApiPath.personalData, "The trader's personal data", { response: personalDataEnvelope }),
  updatePersonalData: endpoint('POST', ApiPath.personalData, 'Save personal data (-7 with the invalid fields)', { body: personalDataUpdateShapeSchema, response: personalDataEnvelope }),
  theme: endpoint('GET', ApiPath.theme, "The trader's theme: system (the device's preference), light or dark", { response: themePreferenceEnvelope }),
  updateTheme: endpoint('POST', ApiPath.theme, "Save the trader's theme", { body: themePreferenceSchema, response: themePreferenceEnvelope }),
};
