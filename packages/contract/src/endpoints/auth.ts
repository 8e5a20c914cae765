import { ApiPath } from '../paths.ts';
import * as auth from '../schemas/auth.ts';
import { emptyEnvelope } from '../schemas/envelope.ts';
import { deviceSessionsEnvelope, endDeviceSessionsRequestSchema, endedSessionsEnvelope } from '../schemas/devices.ts';
import { conflictEnvelope } from '../schemas/refusals.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const authEndpoints = {
  authenticate: endpoint('POST', ApiPath.authenticate, 'Sign in', { body: auth.authenticateRequestSchema, response: auth.tokenPairEnvelope }),
  registerV1: endpoint('POST', ApiPath.registerV1, 'Sign up', { body: auth.registerV1RequestSchema, response: auth.registerEnvelope }),
  registerV2: endpoint('POST', ApiPath.registerV2, 'Sign up with country, phone and attribution', { body: auth.registerV2RequestSchema, response: auth.registerEnvelope }),
  verifyEmailWithCode: endpoint('POST', ApiPath.verifyEmailWithCode, 'Verify the e-mail with its code; signs in', { body: auth.verifyEmailRequestSchema, response: auth.tokenPairEnvelope }),
  resendVerifyEmail: endpoint('POST', ApiPath.resendVerifyEmail, 'Send a new verification code', { body: auth.emailOnlyRequestSchema, response: emptyEnvelope }),
  refreshToken: endpoint('POST', ApiPath.refreshToken, 'Rotate the refresh token', { body: auth.refreshTokenRequestSchema, response: auth.tokenPairEnvelope }),
  logout: endpoint('POST', ApiPath.logout, 'Sign out: ends the session of the bearer token and the family of the refresh token', { body: auth.logoutRequestSchema.nullish(), response: emptyEnvelope }), // a bearer token alone needs no body
  forgotPassword: endpoint('POST', ApiPath.forgotPassword, 'E-mail a password reset code', { body: auth.emailOnlyRequestSchema, response: emptyEnvelope }),
  resetPasswordWithCode: endpoint('POST', ApiPath.resetPasswordWithCode, 'Set a new password with the e-mailed code', { body: auth.resetPasswordRequestSchema, response: emptyEnvelope }),
  changePassword: endpoint('POST', ApiPath.changePassword, 'Change the password; ends the other sessions', { body: auth.changePasswordRequestSchema, response: emptyEnvelope }),
  checkEmail: endpoint('POST', ApiPath.checkEmail, 'Is this e-mail registered?', { body: auth.emailOnlyRequestSchema, response: auth.checkEmailEnvelope }),
  subscribe: endpoint('POST', ApiPath.subscribe, 'A guest leaves an e-mail to buy before having an account (-19 when the package is not this brand’s)', { body: auth.subscribeRequestSchema, response: auth.subscribeEnvelope }),
  sessions: endpoint('GET', ApiPath.sessions, "The trader's live sessions of this brand: device, address, country, signed in, last active", { response: deviceSessionsEnvelope }),
  sessionsEnd: endpoint('POST', ApiPath.sessionsEnd, 'End one other session, or every other session, behind the current password (-4 wrong, -50 not one of the other sessions)', { body: endDeviceSessionsRequestSchema, response: endedSessionsEnvelope }),
  authenticateSecondFactor: endpoint('POST', ApiPath.authenticateSecondFactor, 'Sign in, second step after -31: the challenge and an app code or a recovery code (-30 wrong, -72 challenge gone)', { body: auth.authenticateSecondFactorRequestSchema, response: auth.tokenPairEnvelope }),
  twoFactor: endpoint('GET', ApiPath.twoFactor, 'Is two-factor sign-in on?', { response: auth.twoFactorStateEnvelope }),
  twoFactorStart: endpoint('POST', ApiPath.twoFactorStart, 'Start enrolment: a new secret, its otpauth address and QR code (409 while on)', { response: auth.twoFactorEnrolmentEnvelope, otherReplies: { 409: conflictEnvelope } }),
  twoFactorConfirm: endpoint('POST', ApiPath.twoFactorConfirm, 'Turn it on with the first code: the ten recovery codes, shown once (-30 wrong code)', { body: auth.twoFactorConfirmRequestSchema, response: auth.twoFactorRecoveryCodesEnvelope, otherReplies: { 409: conflictEnvelope } }),
  twoFactorDisable: endpoint('POST', ApiPath.twoFactorDisable, 'Turn it off with the password (-4) and an app code or a recovery code (-30)', { body: auth.twoFactorDisableRequestSchema, response: emptyEnvelope }),
};
