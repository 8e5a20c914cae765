import { ApiPath } from '../paths.ts';
import { clientLogRequestSchema } from '../schemas/common.ts';
import { emptyEnvelope } from '../schemas/envelope.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const clientLogEndpoints = {
  log: endpoint('POST', ApiPath.log, 'Report a client-side error', { body: clientLogRequestSchema, response: emptyEnvelope }),
};
