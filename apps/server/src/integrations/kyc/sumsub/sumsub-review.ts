import type { KycReasonCode } from '@portal/contract';
import type { KycEventType } from '../kyc-provider.ts';
import { plainText } from '../provider-reference.ts';

/**
 * Sumsub's rejection labels (docs.sumsub.com, "Rejection labels") onto the reason codes the trader reads
 * translated; the first in this order wins (fraud before image quality, so a forged screenshot reads as fraud).
 */
const LABELS: [KycReasonCode, readonly string[]][] = [
  [
    'fraud',
    [
      'FORGERY',
      'DOCUMENT_TEMPLATE',
      'GRAPHIC_EDITOR',
      'FRAUDULENT_PATTERNS',
      'FRAUDULENT_LIVENESS',
      'SPAM',
      'BLACKLIST',
      'BLOCKLIST',
      'COMPROMISED_PERSONS',
      'CRIMINAL',
      'SANCTIONS',
      'PEP',
      'ADVERSE_MEDIA',
      'REGULATIONS_VIOLATIONS',
    ],
  ],
  ['duplicate', ['DUPLICATE']],
  ['underage', ['AGE_REQUIREMENT_MISMATCH']],
  ['regionNotSupported', ['WRONG_USER_REGION', 'FOREIGNER']],
  [
    'selfieMismatch',
    ['SELFIE_MISMATCH', 'BAD_FACE_MATCHING', 'BAD_SELFIE', 'BAD_VIDEO_SELFIE', 'SELFIE_WITH_PAPER', 'BAD_AVATAR'],
  ],
  ['documentExpired', ['EXPIRATION_DATE', 'ID_INVALID']],
  ['addressProof', ['BAD_PROOF_OF_ADDRESS', 'WRONG_ADDRESS']],
  ['dataMismatch', ['PROBLEMATIC_APPLICANT_DATA', 'INCONSISTENT_PROFILE', 'REQUESTED_DATA_MISMATCH', 'UNFILLED_ID']],
  [
    'documentIncomplete',
    [
      'INCOMPLETE_DOCUMENT',
      'DOCUMENT_PAGE_MISSING',
      'FRONT_SIDE_MISSING',
      'BACK_SIDE_MISSING',
      'ADDITIONAL_DOCUMENT_REQUIRED',
      'DOCUMENT_MISSING',
    ],
  ],
  [
    'documentUnsupported',
    ['NOT_DOCUMENT', 'UNSUITABLE_DOCUMENT', 'DOCUMENT_DEPRIVED', 'INCOMPATIBLE_LANGUAGE', 'BAD_PROOF_OF_IDENTITY'],
  ],
  [
    'documentUnreadable',
    ['UNSATISFACTORY_PHOTOS', 'LOW_QUALITY', 'SCREENSHOTS', 'BLACK_AND_WHITE', 'DOCUMENT_DAMAGED', 'BLURRY'],
  ],
];

export const sumsubReasonCode = (labels: readonly string[]): KycReasonCode =>
  LABELS.find(([, known]) => labels.some((l) => known.includes(l)))?.[0] ?? 'other';

export type SumsubReviewResult = {
  reviewAnswer?: string;
  reviewRejectType?: string;
  rejectLabels?: string[];
  moderationComment?: string;
};

/**
 * An `applicantReviewed` result as SPEC's decision: GREEN approved; RED with `reviewRejectType` RETRY asks for the
 * documents again, RED FINAL rejects. The text shown is `moderationComment` (Sumsub writes it for the applicant;
 * `clientComment` is for the firm only and never shown).
 */
export function sumsubDecision(
  result: SumsubReviewResult | undefined,
): { type: KycEventType; reasonCode?: KycReasonCode; reason?: string } | undefined {
  if (result?.reviewAnswer === 'GREEN') return { type: 'verification.approved' };
  if (result?.reviewAnswer !== 'RED') return undefined;
  const labels = Array.isArray(result.rejectLabels) ? result.rejectLabels.filter((l) => typeof l === 'string') : [];
  const comment = plainText(result.moderationComment, 500);
  return {
    type: result.reviewRejectType === 'RETRY' ? 'verification.retry' : 'verification.rejected',
    reasonCode: sumsubReasonCode(labels),
    reason: comment ?? (plainText(labels.join(', '), 500) || 'Rejected by Sumsub'),
  };
}
