import { ApiPath } from '../paths.ts';
import {
  kycContractParamsSchema,
  kycContractSignRequestSchema,
  kycContractSignedEnvelope,
  kycDocumentParamsSchema,
  kycAccessTokenEnvelope,
  kycAccessTokenRequestSchema,
  kycInfoEnvelope,
  kycStartEnvelope,
  kycStartRequestSchema,
} from '../schemas/kyc.ts';
import { DOCUMENT_TYPES } from '../constants.ts';
import { endpoint } from './endpoint.ts';

/** Starting the identity and the address steps differ only in path and step. */
const startStep = (path: string, step: 'identity' | 'address') =>
  endpoint(
    'POST',
    path,
    `Start the ${step} step with the verification provider (-71 verified already, -70 identity first)`,
    {
      body: kycStartRequestSchema,
      response: kycStartEnvelope,
    },
  );

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const kycEndpoints = {
  kyc: endpoint('GET', ApiPath.kyc, 'Verification state: identity, address, contracts', { response: kycInfoEnvelope }),
  proofOfIdentity: startStep(ApiPath.proofOfIdentity, 'identity'),
  proofOfAddress: startStep(ApiPath.proofOfAddress, 'address'),
  kycAccessToken: endpoint('POST', ApiPath.kycAccessToken, "A fresh access token for the step's open session with a hosted SDK (-200 when there is none to refresh)", { body: kycAccessTokenRequestSchema, response: kycAccessTokenEnvelope }),
  kycDocument: endpoint('GET', ApiPath.kycDocument, 'A document the trader uploaded (-6 for any other)', { params: kycDocumentParamsSchema, produces: DOCUMENT_TYPES }),
  kycContract: endpoint('GET', ApiPath.kycContract, "The contract's PDF (signed once signed; -6 for another's)", { params: kycContractParamsSchema, produces: ['application/pdf'] }),
  kycContractSign: endpoint('POST', ApiPath.kycContractSign, 'Sign the contract: the typed legal name and consent (-7 name differs, -70 not verified)', { params: kycContractParamsSchema, body: kycContractSignRequestSchema, response: kycContractSignedEnvelope }),
};
