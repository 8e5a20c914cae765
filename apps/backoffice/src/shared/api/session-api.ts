import {
  ApiPath,
  type OperatorMe,
  type OperatorSignIn,
  type ThemeChoice,
  type ThemePreference,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@portal/contract';
import { adminGet, adminPost } from './admin-client.ts';

export type { OperatorMe, OperatorSignIn as SignInState, TotpEnrolment, TotpConfirmed } from '@portal/contract';

/** A second factor's code, with the bot-check's token once the server asked for one (-800). */
export type SecondFactorBody = { code: string; captchaToken?: string };

/**
 * The session's own calls: the sign-in steps and `Me`. They run before the signed-in console (and its data store,
 * a chunk of its own) loads, so the sign-in page carries only the admin client; every read and action after
 * sign-in goes through the store (console-api.ts).
 */
export const authApi = {
  signIn: (body: { email: string; password: string; captchaToken?: string }) =>
    adminPost<OperatorSignIn>(ApiPath.adminSignIn, body),
  totpEnrol: () => adminPost<TotpEnrolment>(ApiPath.adminTotpEnrol),
  totpConfirm: (body: SecondFactorBody) => adminPost<TotpConfirmed>(ApiPath.adminTotpConfirm, body),
  totpVerify: (body: SecondFactorBody) => adminPost<OperatorSignIn>(ApiPath.adminTotpVerify, body),
  recoveryCode: (body: SecondFactorBody) => adminPost<OperatorSignIn>(ApiPath.adminRecoveryCode, body),
  changePassword: (body: { oldPassword: string; newPassword: string; captchaToken?: string }) =>
    adminPost<unknown>(ApiPath.adminChangePassword, body),
  me: () => adminGet<OperatorMe>(ApiPath.adminMe),
  saveTheme: (theme: ThemeChoice) => adminPost<ThemePreference>(ApiPath.adminTheme, { theme }),
  signOut: () => adminPost<unknown>(ApiPath.adminSignOut),
};
