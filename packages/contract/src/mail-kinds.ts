/**
 * What each e-mail the portal queues is for (an outgoing mail's `kind`): the server's mailers send only these, and
 * the console names each by its label (`traders.mailKinds.<kind>`), never by the code.
 */
export const MAIL_KINDS = [
  'verifyEmail',
  'resetPassword',
  'passwordChanged',
  'subscribe',
  'twoFactorEnabled',
  'twoFactorDisabled',
  'kycApproved',
  'kycRejected',
  'kycRetry',
  'contractReady',
  'contractApproved',
  'contractRejected',
  'payoutRequested',
  'payoutApproved',
  'payoutPaid',
  'payoutRejected',
  'payoutCancelled',
  /** notifications of their own (modules/notifications), each an optional kind with an unsubscribe link */
  'phasePassed',
  'accountFailed',
  'scalingReview',
  'dailyLossWarning',
  'maxLossWarning',
  /** to operators: new risk cases at or above the threshold, at most one digest an hour */
  'riskDigest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
