import { ApiPath } from '../paths.ts';
import { brandEnvelope } from '../schemas/brand.ts';
import {
  disabledCountriesEnvelope,
  geolocationInfoEnvelope,
  translateEnvelope,
  translateParamsSchema,
} from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const commonEndpoints = {
  brand: endpoint('GET', ApiPath.brand, "The brand configuration of the request's host", { response: brandEnvelope }),
  disabledCountries: endpoint('GET', ApiPath.disabledCountries, 'Countries the brand does not serve (ISO 3166 alpha-2)', { response: disabledCountriesEnvelope }),
  geolocationInfo: endpoint('GET', ApiPath.geolocationInfo, "The visitor's country", { response: geolocationInfoEnvelope }),
  translate: endpoint('GET', ApiPath.translate, 'The text catalogue of a language', { params: translateParamsSchema, response: translateEnvelope }),
};
