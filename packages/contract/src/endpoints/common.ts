import { ApiPath } from '../paths.ts';
import { brandEnvelope } from '../schemas/brand.ts';
import * as common from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const commonEndpoints = {
  brand: endpoint('GET', ApiPath.brand, "The brand configuration of the request's host", { response: brandEnvelope }),
  disabledCountries: endpoint('GET', ApiPath.disabledCountries, 'Countries the brand does not serve (ISO 3166 alpha-2)', { response: common.disabledCountriesEnvelope }),
  geolocationInfo: endpoint('GET', ApiPath.geolocationInfo, "The visitor's country", { response: common.geolocationInfoEnvelope }),
  translate: endpoint('GET', ApiPath.translate, 'The text catalogue of a language', { params: common.translateParamsSchema, response: common.translateEnvelope }),
};
