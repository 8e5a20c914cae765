/**
 * An identity-verification (KYC) provider as the kyc module sees it: it opens a verification session for one
 * trader and one step, hosts the trader's side (an SDK script or a widget frame) where the documents are
 * uploaded, keeps the documents, and reports submissions and decisions through signed webhooks. A real
 * provider's adapter implements the same interface (docs/decisions/016-kyc-and-contracts.md).
 */
import type { KycReasonCode } from '@portal/contract';

export type KycStep = 'identity' | 'address';
export const KYC_STEPS: readonly KycStep[] = ['identity', 'address'];
export const stepNumber = (step: KycStep) => (step === 'identity' ? 0 : 1);

export type KycSessionRequest = {
  /** our reference of the trader; the provider echoes it back on every event */
  reference: string;
  step: KycStep;
  country: string;
};

export type KycDocument = { id: string; slot: string; fileName: string; mime: string; size: number; sha256: string };

export type KycEventType =
  'verification.submitted' | 'verification.approved' | 'verification.rejected' | 'verification.retry';

export type KycEvent = {
  eventId: string;
  type: KycEventType;
  caseId: string;
  reference: string;
  step: KycStep;
  documentType?: string;
  /** the identity document's number as the provider read it (real providers do; the sandbox asks for none) */
  documentNumber?: string;
  documents?: KycDocument[];
  /** why, on rejected and retry: shown to the trader */
  reason?: string;
  /** the same as a code the trader's app translates (real providers' labels and codes, mapped) */
  reasonCode?: KycReasonCode;
  /** on approval, what a real provider read off the documents: it fills the trader's personal data */
  verified?: VerifiedPerson;
  /**
   * the identity step's date of birth (YYYY-MM-DD): as submitted, then as verified on approval (real providers
   * return the data read from the document with their decision)
   */
  dateOfBirth?: string;
};

/** The verified data a provider returns with an approval (each part only when it read it). */
export type VerifiedPerson = {
  firstName?: string;
  lastName?: string;
  address?: { street?: string; city?: string; postalCode?: string };
};

/** `event: null`: a genuine delivery of an event the portal does not act on (acknowledged, so it is not resent). */
export type KycWebhookVerdict =
  { ok: true; event: KycEvent | null } | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export type KycProvider = {
  readonly name: string;
  /** SPEC's provider kind, when the provider fixes it (0 hosted SDK, 1 widget frame); the sandbox follows the brand */
  readonly type?: 0 | 1;
  /** A single-use, short-lived session token bound to the trader and the step (Veriff: the session's URL). */
  createSession(request: KycSessionRequest): Promise<{ token: string }>;
  /** A fresh token for the trader's open session, for a hosted SDK whose token expired (absent: not offered). */
  refreshToken?(request: Omit<KycSessionRequest, 'country'>): Promise<{ token: string }>;
  /**
   * Checks the signature and age of a webhook delivery before anything in it is believed, then reads the event (a
   * provider may be asked for the verified data of a decision).
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): KycWebhookVerdict | Promise<KycWebhookVerdict>;
  /** A document of a case, as uploaded; undefined when the provider has no such document. */
  openDocument(caseId: string, documentId: string): Promise<{ mime: string; bytes: Buffer } | undefined>;
};
