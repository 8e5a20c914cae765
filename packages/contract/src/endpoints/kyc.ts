import { ApiPath } from '../paths.ts';
import * as kycSchemas from '../schemas/kyc.ts';
import { DOCUMENT_TYPES } from '../constants.ts';
import { endpoint } from './endpoint.ts';

/** Starting the identity and the address steps differ only in path and step. */
const startStep = (path: string, step: 'identity' | 'address') =>
  endpoint(
    'POST',
    path,
    `Start the ${step} step with the verification provider (-71 verified already, -70 identity first)`,
    {
      body: kycSchemas.kycStartRequestSchema,
      response: kycSchemas.kycStartEnvelope,
    },
  );

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const kycEndpoints = {
  kyc: endpoint('GET', ApiPath.kyc, 'Verification state: identity, address, contracts', { response: kycSchemas.kycInfoEnvelope }),
  proofOfIdentity: startStep(ApiPath.proofOfIdentity, 'identity'),
  proofOfAddress: startStep(ApiPath.proofOfAddress, 'address'),
  kycAccessToken: endpoint('POST', ApiPath.kycAccessToken, "A fresh access token for the step's open session with a hosted SDK (-200 when there is none to refresh)", { body: kycSchemas.kycAccessTokenRequestSchema, response: kycSchemas.kycAccessTokenEnvelope }),
  kycDocument: endpoint('GET', ApiPath.kycDocument, 'A document the trader uploaded (-6 for any other)', { params: kycSchemas.kycDocumentParamsSchema, produces: DOCUMENT_TYPES }),
  kycContract: endpoint('GET', ApiPath.kycContract, "The contract's PDF (signed once signed; -6 for another's)", { params: kycSchemas.kycContractParamsSchema, produces: ['application/pdf'] }),
  kycContractSign: endpoint('POST', ApiPath.kycContractSign, 'Sign the contract: the typed legal name and consent (-7 name differs, -70 not verified)', { params: kycSchemas.kycContractParamsSchema, body: kycSchemas.kycContractSignRequestSchema, response: kycSchemas.kycContractSignedEnvelope }),
};
