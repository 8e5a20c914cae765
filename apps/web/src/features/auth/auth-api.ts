import {
  ApiPath,
  type AuthenticateRequest,
  type AuthenticateSecondFactorRequest,
  type RegisterV2Request,
  type ResetPasswordRequest,
  type TokenPair,
  type VerifyEmailRequest,
} from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The auth calls of SPEC §7 (unauthenticated: they carry only the site version header). */
export const authenticate = (body: AuthenticateRequest) =>
  unwrap<TokenPair>(publicApi.post(ApiPath.authenticate, body));
export const register = (body: RegisterV2Request) =>
  unwrap<{ email: string; verificationRequired: boolean }>(publicApi.post(ApiPath.registerV2, body));
export const verifyEmailWithCode = (body: VerifyEmailRequest) =>
  unwrap<TokenPair>(publicApi.post(ApiPath.verifyEmailWithCode, body));
export const resendVerifyEmail = (email: string) => unwrap<null>(publicApi.post(ApiPath.resendVerifyEmail, { email }));
export const forgotPassword = (email: string, captchaToken?: string) =>
  unwrap<null>(publicApi.post(ApiPath.forgotPassword, { email, ...(captchaToken ? { captchaToken } : {}) }));
export const resetPasswordWithCode = (body: ResetPasswordRequest) =>
  unwrap<null>(publicApi.post(ApiPath.resetPasswordWithCode, body));
/** The second sign-in step after -31: the challenge and an app's code or a recovery code. */
export const authenticateSecondFactor = (body: AuthenticateSecondFactorRequest) =>
  unwrap<TokenPair>(publicApi.post(ApiPath.authenticateSecondFactor, body));
