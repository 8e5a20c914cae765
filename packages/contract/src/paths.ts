/** Every path of SPEC §7 this contract covers, under /api, case as the spec writes it. */
export const API_PREFIX = '/api';

export const ApiPath = {
  authenticate: '/api/auth/v1/Authenticate',
  registerV1: '/api/auth/v1/Register',
  registerV2: '/api/auth/v2/Register',
  verifyEmailWithCode: '/api/auth/v1/VerifyEmailWithCode',
  resendVerifyEmail: '/api/auth/v1/ResendVerifyEmail',
  refreshToken: '/api/auth/v1/RefreshToken',
  forgotPassword: '/api/auth/v1/ForgotPassword',
  resetPasswordWithCode: '/api/auth/v1/ResetPasswordWithCode',
  changePassword: '/api/auth/v1/ChangePassword',
  checkEmail: '/api/auth/v1/CheckEmail',
  subscribe: '/api/auth/v1/Subscribe',
  personalData: '/api/PersonalData/v1',
  brand: '/api/common/v1/brand',
  disabledCountries: '/api/common/v1/DisabledCountries',
  geolocationInfo: '/api/common/v1/GeolocationInfo',
  translate: '/api/common/v1/Translate/:lang',
  keyValue: '/api/keyvalue/v1',
  log: '/api/log/v1',
} as const;
