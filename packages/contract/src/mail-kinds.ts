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
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
