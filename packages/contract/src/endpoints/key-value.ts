import { ApiPath } from '../paths.ts';
import * as common from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const keyValueEndpoints = {
  keyValue: endpoint('GET', ApiPath.keyValue, "A trader's stored preference", { querystring: common.keyValueGetQuerySchema, response: common.keyValueEnvelope }),
  setKeyValue: endpoint('POST', ApiPath.keyValue, 'Store a preference (form fields key and value, or JSON)', { querystring: common.keyValuePostQuerySchema, body: common.keyValuePostBodySchema, response: common.keyValueEnvelope }),
};
