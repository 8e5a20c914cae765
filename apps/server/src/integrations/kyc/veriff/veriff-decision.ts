import type { KycReasonCode } from '@portal/contract';
import type { KycEventType } from '../kyc-provider.ts';
import { plainText } from '../provider-reference.ts';

/**
 * Veriff's decision reason codes (devdocs.veriff.com, "Verification session decision codes") onto the reason codes
 * the trader reads translated: 1xx come with a decline, 2xx with a resubmission request.
 */
const REASONS: Record<number, KycReasonCode> = {
  101: 'documentUnsupported', // physical document not used
  102: 'fraud', // suspected document tampering
  103: 'selfieMismatch', // the person does not match the document photo
  104: 'selfieMismatch', // the person is not live
  105: 'fraud', // suspicious behaviour
  106: 'fraud', // known fraud
  108: 'duplicate', // velocity / abuse: duplicated user
  109: 'duplicate', // duplicated device
  110: 'duplicate', // duplicated ID
  112: 'regionNotSupported', // restricted IP location
  113: 'fraud', // identity farming
  201: 'documentIncomplete', // video and/or photos missing
  202: 'documentUnreadable', // face not clearly visible
  203: 'documentIncomplete', // full document not visible
  204: 'documentUnreadable', // poor image quality
  205: 'documentUnreadable', // document damaged
  206: 'documentUnsupported', // document type not supported
  207: 'documentExpired', // document expired
};

export const veriffReasonCode = (code: unknown): KycReasonCode =>
  (typeof code === 'number' && REASONS[code]) || 'other';

/**
 * A decision's `status` as SPEC's: approved, declined (Fail), resubmission_requested (Retry). `expired` and
 * `abandoned` end a session nobody submitted (no case to decide: the trader starts again), `review` keeps the case
 * pending: both are acknowledged and not acted on.
 */
export function veriffDecision(
  status: unknown,
  reasonCode: unknown,
  reason: unknown,
): { type: KycEventType; reasonCode?: KycReasonCode; reason?: string } | undefined {
  const text = plainText(reason, 500);
  if (status === 'approved') return { type: 'verification.approved' };
  if (status === 'declined' || status === 'resubmission_requested')
    return {
      type: status === 'declined' ? 'verification.rejected' : 'verification.retry',
      reasonCode: veriffReasonCode(reasonCode),
      reason: text ?? (status === 'declined' ? 'Declined by Veriff' : 'Veriff asks for the documents again'),
    };
  return undefined;
}
