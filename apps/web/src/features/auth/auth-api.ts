import {
  type AuthenticateRequest,
  type AuthenticateSecondFactorRequest,
  type RegisterV2Request,
  type ResetPasswordRequest,
  type TokenPair,
  type VerifyEmailRequest,
} from '@portal/contract';
import { authRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { publicApi } from '../../shared/api/http-client.ts';

/** The auth calls of SPEC §7 (unauthenticated: they carry only the site version header). */
export const authenticate = (body: AuthenticateRequest) =>
  callTo<TokenPair>(publicApi, authRoutes.authenticate, { body });
export const register = (body: RegisterV2Request) =>
  callTo<{ email: string; verificationRequired: boolean }>(publicApi, authRoutes.registerV2, { body });
export const verifyEmailWithCode = (body: VerifyEmailRequest) =>
  callTo<TokenPair>(publicApi, authRoutes.verifyEmailWithCode, { body });
export const resendVerifyEmail = (email: string) =>
  callTo<null>(publicApi, authRoutes.resendVerifyEmail, { body: { email } });
export const forgotPassword = (email: string, captchaToken?: string) =>
  callTo<null>(publicApi, authRoutes.forgotPassword, { body: { email, ...(captchaToken ? { captchaToken } : {}) } });
export const resetPasswordWithCode = (body: ResetPasswordRequest) =>
  callTo<null>(publicApi, authRoutes.resetPasswordWithCode, { body });
/** The second sign-in step after -31: the challenge and an app's code or a recovery code. */
export const authenticateSecondFactor = (body: AuthenticateSecondFactorRequest) =>
  callTo<TokenPair>(publicApi, authRoutes.authenticateSecondFactor, { body });
