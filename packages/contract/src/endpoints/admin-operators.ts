import { z } from 'zod';
import { ApiPath } from '../paths.ts';
import * as adminSchemas from '../schemas/admin.ts';
import { emptyEnvelope } from '../schemas/envelope.ts';
import * as devices from '../schemas/devices.ts';
import * as adminOperators from '../schemas/admin-operators.ts';
import { themePreferenceEnvelope, themePreferenceSchema } from '../schemas/theme.ts';
import { endpoint } from './endpoint.ts';

/** An operator's or an API key's id. */
const operatorIdParams = z.object({ id: z.string().max(64) });

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminOperatorsEndpoints = {
  apiKeys: endpoint('GET', ApiPath.adminApiKeys, 'API keys (never the keys themselves)', { response: adminSchemas.apiKeyListEnvelope }),
  createApiKey: endpoint('POST', ApiPath.adminApiKeys, 'Create an API key: the key is in this reply only', { body: adminSchemas.apiKeyCreateRequestSchema, response: adminSchemas.apiKeyCreatedEnvelope }),
  apiKeyRevoke: endpoint('POST', ApiPath.adminApiKeyRevoke, 'Revoke an API key (at once, for good)', { params: operatorIdParams, response: adminSchemas.apiKeyEnvelope }),
  audit: endpoint('GET', ApiPath.adminAudit, 'Audit entries, newest first, each target named (an owner sees all; others the entries of their brands)', { querystring: adminSchemas.auditQuerySchema, response: adminSchemas.auditPageEnvelope }),
  auditExport: endpoint('GET', ApiPath.adminAuditExport, 'Every audit entry the filters keep, as CSV (UTF-8, a header row of field names), newest first; audited itself', { querystring: adminSchemas.auditFiltersSchema, produces: ['text/csv'] }),
  signIn: endpoint('POST', ApiPath.adminSignIn, 'Operator sign-in, step 1: the password (sets the session cookie; the CSRF token in X-XSRF-TOKEN)', { body: adminSchemas.operatorSignInRequestSchema, response: adminSchemas.operatorSignInEnvelope }),
  totpEnrol: endpoint('POST', ApiPath.adminTotpEnrol, 'Start TOTP enrolment: a new secret as an otpauth:// URL and a QR code', { response: adminSchemas.totpEnrolmentEnvelope }),
  totpConfirm: endpoint('POST', ApiPath.adminTotpConfirm, 'Confirm TOTP enrolment with a code; returns the ten recovery codes once', { body: adminSchemas.totpCodeRequestSchema, response: adminSchemas.totpConfirmedEnvelope }),
  totpVerify: endpoint('POST', ApiPath.adminTotpVerify, 'Sign-in step 2: a TOTP code', { body: adminSchemas.totpCodeRequestSchema, response: adminSchemas.secondFactorEnvelope }),
  recoveryCode: endpoint('POST', ApiPath.adminRecoveryCode, 'Sign-in step 2 without the authenticator: a single-use recovery code', { body: adminSchemas.recoveryCodeRequestSchema, response: adminSchemas.secondFactorEnvelope }),
  changePassword: endpoint('POST', ApiPath.adminChangePassword, 'Change the password (required first when the account was given a one-time password)', { body: adminSchemas.operatorChangePasswordRequestSchema, response: emptyEnvelope }),
  me: endpoint('GET', ApiPath.adminMe, 'The signed-in operator', { response: adminSchemas.operatorMeEnvelope }),
  theme: endpoint('POST', ApiPath.adminTheme, "Save the operator's theme: system (the device's preference), light or dark", { body: themePreferenceSchema, response: themePreferenceEnvelope }),
  signOut: endpoint('POST', ApiPath.adminSignOut, 'Sign out: the session is revoked', { response: emptyEnvelope }),
  sessions: endpoint('GET', ApiPath.adminSessions, "The operator's own live sessions: device, address, country, signed in, last active", { response: devices.deviceSessionsEnvelope }),
  sessionsEnd: endpoint('POST', ApiPath.adminSessionsEnd, "End one of the operator's other sessions, or all of them, behind the current password (-4 wrong, 403/-50 not one of the other sessions)", { body: devices.endDeviceSessionsRequestSchema, response: devices.endedSessionsEnvelope }),
  endEverySession: endpoint('POST', ApiPath.adminEndEverySession, "The owner ends every trader's and every other operator's session at once, behind the password and a TOTP code (-4, -30); audited", { body: devices.endEverySessionRequestSchema, response: devices.everySessionEndedEnvelope }),
  operators: endpoint('GET', ApiPath.adminOperators, 'Operators: role, brands, second factor, state, live sessions', { response: adminOperators.adminOperatorListEnvelope }),
  operator: endpoint('GET', ApiPath.adminOperator, 'One operator', { params: operatorIdParams, response: adminOperators.adminOperatorEnvelope }),
  operatorReset: endpoint('POST', ApiPath.adminOperatorReset, 'Reset another operator after out-of-band identity proofing: a one-time password (72 h, in this reply only), TOTP and recovery codes cleared, sessions ended', { params: operatorIdParams, response: adminOperators.adminOperatorResetEnvelope }),
  operatorEndSessions: endpoint('POST', ApiPath.adminOperatorEndSessions, "End another operator's sessions", { params: operatorIdParams, response: adminOperators.adminOperatorSessionsEndedEnvelope }),
  operatorDisable: endpoint('POST', ApiPath.adminOperatorDisable, 'Disable another operator: no sign-in, every session ended', { params: operatorIdParams, response: adminOperators.adminOperatorEnvelope }),
  operatorEnable: endpoint('POST', ApiPath.adminOperatorEnable, 'Enable a disabled operator again', { params: operatorIdParams, response: adminOperators.adminOperatorEnvelope }),
};
