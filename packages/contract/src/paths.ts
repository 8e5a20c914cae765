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
  /** Ours: server-side sign-out (SPEC §4 "Logout clears the tokens"); bearer token and/or refresh token. */
  logout: '/api/auth/v1/Logout',
  subscribe: '/api/auth/v1/Subscribe',
  personalData: '/api/PersonalData/v1',
  brand: '/api/common/v1/brand',
  disabledCountries: '/api/common/v1/DisabledCountries',
  geolocationInfo: '/api/common/v1/GeolocationInfo',
  translate: '/api/common/v1/Translate/:lang',
  keyValue: '/api/keyvalue/v1',
  log: '/api/log/v1',
  tradingPackagesList: '/api/TradingPackage/v1/list',
  tradingPackagesAll: '/api/TradingPackage/v1/all',
  previewDiscount: '/api/Order/v1/PreviewDiscount',
  orderPreview: '/api/Order/v1/Preview',
  previewPackagesForDiscount: '/api/Order/v1/PreviewPackagesForDiscount',
  pendingPurchase: '/api/Order/v1/PendingPurchase',
  createOrderV1: '/api/Order/v1/TraderAccount',
  createOrderV2: '/api/Order/v2/TraderAccount',
  orders: '/api/Order/v1',
  order: '/api/Order/v1/:id',
  payOrder: '/api/Order/v1/pay',
  traderAccounts: '/api/TraderAccount/v1',
  loginCredentials: '/api/TraderAccount/v1/loginCredentials',
  platformCredentials: '/api/TraderAccount/v1/platformCredentials',
  platformRedirectUrl: '/api/TraderAccount/v1/platformRedirectUrl/:id',
  accountDataRequirements: '/api/Dashboard/v1/AccountDataRequirements',
  tradingMetrics: '/api/Dashboard/v1/TradingMetrics/:id',
  chart: '/api/Dashboard/v1/Chart',
  platformTime: '/api/Dashboard/v1/GetPlatformTime',
  accountHistory: '/api/AccountHistory/v1',
  /** Ours: the economic calendar's events in a range (signed in). */
  economicCalendar: '/api/EconomicCalendar/v1',
  /** Ours: where a trading platform's bridge pushes an account's deals and equity (signed). */
  bridgeEvents: '/api/platform-bridge/v1/events',
  /** Ours: a firm blocks an account (SPEC §4 statuses 15-18); header x-admin-key. */
  adminTraderAccountStatus: '/api/admin/v1/TraderAccount/:id/status',
  /** Ours: where the payment provider confirms a payment (signed webhook). */
  paymentWebhook: '/api/payments/v1/webhook/:provider',
} as const;
