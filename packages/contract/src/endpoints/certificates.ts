import { ApiPath } from '../paths.ts';
import * as certificatesSchemas from '../schemas/certificates.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const certificatesEndpoints = {
  certificates: endpoint('GET', ApiPath.certificates, "The trader's certificates, newest first, with signed image, view and download URLs", { querystring: certificatesSchemas.certificatesQuerySchema, response: certificatesSchemas.certificatesEnvelope }),
  certificateVerify: endpoint('GET', ApiPath.certificateVerify, 'Public: what a certificate attests (holder as first name + initial); -6 for an unknown id', { params: certificatesSchemas.certificateVerifyParamsSchema, response: certificatesSchemas.certificateVerificationEnvelope }),
};
