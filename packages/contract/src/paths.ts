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
  /** Ours: the second sign-in step after -31, with the challenge and a TOTP or recovery code. */
  authenticateSecondFactor: '/api/auth/v1/AuthenticateSecondFactor',
  /** Ours: the trader's two-factor sign-in: state, enrolment start and confirm, disable. */
  twoFactor: '/api/auth/v1/TwoFactor',
  twoFactorStart: '/api/auth/v1/TwoFactor/Start',
  twoFactorConfirm: '/api/auth/v1/TwoFactor/Confirm',
  twoFactorDisable: '/api/auth/v1/TwoFactor/Disable',
  /** Ours: the trader's live sessions ("Devices"), and ending them behind the password. */
  sessions: '/api/auth/v1/Sessions',
  sessionsEnd: '/api/auth/v1/Sessions/end',
  personalData: '/api/PersonalData/v1',
  /** Ours: the trader's notifications, their read marks, preferences, and the e-mails' unsubscribe link. */
  notifications: '/api/Notifications/v1',
  notificationsUnread: '/api/Notifications/v1/Unread',
  notificationRead: '/api/Notifications/v1/:id/Read',
  notificationsReadAll: '/api/Notifications/v1/ReadAll',
  notificationPreferences: '/api/Notifications/v1/Preferences',
  notificationsUnsubscribe: '/api/Notifications/v1/Unsubscribe',
  /** Ours: the trader's theme (system, light or dark). */
  theme: '/api/PersonalData/v1/Theme',
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
  /** Ours: a paid reset of an ended account, with its checkout (issue 29). */
  createResetOrder: '/api/Order/v2/Reset',
  traderAccounts: '/api/TraderAccount/v1',
  loginCredentials: '/api/TraderAccount/v1/loginCredentials',
  platformCredentials: '/api/TraderAccount/v1/platformCredentials',
  platformRedirectUrl: '/api/TraderAccount/v1/platformRedirectUrl/:id',
  /** Ours: what an ended account offers (free retry, paid reset), and taking the free retry (issue 29). */
  secondChance: '/api/TraderAccount/v1/SecondChance/:id',
  freeRetry: '/api/TraderAccount/v1/Retry/:id',
  accountDataRequirements: '/api/Dashboard/v1/AccountDataRequirements',
  tradingMetrics: '/api/Dashboard/v1/TradingMetrics/:id',
  chart: '/api/Dashboard/v1/Chart',
  platformTime: '/api/Dashboard/v1/GetPlatformTime',
  /** Ours: Server-Sent Events telling an open dashboard that its account's figures changed (signed in). */
  dashboardLive: '/api/Dashboard/v1/Live',
  accountHistory: '/api/AccountHistory/v1',
  /** Ours: the trading journal of an account (signed in). */
  journalStats: '/api/Journal/v1/Stats',
  journalTrades: '/api/Journal/v1/Trades',
  journalNote: '/api/Journal/v1/Note',
  journalExport: '/api/Journal/v1/Export',
  /** Ours: the economic calendar's events in a range (signed in). */
  economicCalendar: '/api/EconomicCalendar/v1',
  /** Ours: where a trading platform's bridge pushes an account's deals and equity (signed). */
  bridgeEvents: '/api/platform-bridge/v1/events',
  /** Ours: the firm's back office (docs/decisions/013-operators-and-admin-api.md). */
  adminSignIn: '/api/admin/v1/auth/SignIn',
  adminTotpEnrol: '/api/admin/v1/auth/TotpEnrol',
  adminTotpConfirm: '/api/admin/v1/auth/TotpConfirm',
  adminTotpVerify: '/api/admin/v1/auth/TotpVerify',
  adminRecoveryCode: '/api/admin/v1/auth/RecoveryCode',
  adminChangePassword: '/api/admin/v1/auth/ChangePassword',
  adminMe: '/api/admin/v1/auth/Me',
  adminTheme: '/api/admin/v1/auth/Theme',
  adminSignOut: '/api/admin/v1/auth/SignOut',
  /** Ours: the operator's own live sessions, ending them; the owner's end of every session. */
  adminSessions: '/api/admin/v1/auth/Sessions',
  adminSessionsEnd: '/api/admin/v1/auth/Sessions/end',
  adminEndEverySession: '/api/admin/v1/Sessions/end-all',
  adminAudit: '/api/admin/v1/audit',
  adminAuditExport: '/api/admin/v1/audit/export',
  adminApiKeys: '/api/admin/v1/ApiKeys',
  adminApiKeyRevoke: '/api/admin/v1/ApiKeys/:id/revoke',
  /** Ours: the owner's operator management. */
  adminOperators: '/api/admin/v1/Operators',
  adminOperator: '/api/admin/v1/Operators/:id',
  adminOperatorReset: '/api/admin/v1/Operators/:id/reset',
  adminOperatorEndSessions: '/api/admin/v1/Operators/:id/end-sessions',
  adminOperatorDisable: '/api/admin/v1/Operators/:id/disable',
  adminOperatorEnable: '/api/admin/v1/Operators/:id/enable',
  adminTraderAccount: '/api/admin/v1/TraderAccount/:id',
  /** Ours: a firm blocks an account (SPEC §4 statuses 15-18) or lifts the block. */
  adminTraderAccountStatus: '/api/admin/v1/TraderAccount/:id/status',
  adminTraderAccountUnblock: '/api/admin/v1/TraderAccount/:id/unblock',
  /** Ours: the back office's read side and trader/order actions (console: Overview, Traders, Accounts, Orders). */
  adminOverview: '/api/admin/v1/Overview',
  adminTraders: '/api/admin/v1/Traders',
  adminTradersExport: '/api/admin/v1/Traders/export',
  adminTrader: '/api/admin/v1/Traders/:id',
  adminTraderSessionRevoke: '/api/admin/v1/Traders/:id/Sessions/:sessionId/revoke',
  adminTraderSessionsRevokeAll: '/api/admin/v1/Traders/:id/Sessions/revoke-all',
  adminTraderPasswordReset: '/api/admin/v1/Traders/:id/password-reset',
  adminTraderAccounts: '/api/admin/v1/TraderAccounts',
  adminTraderAccountsExport: '/api/admin/v1/TraderAccounts/export',
  adminTraderAccountDashboard: '/api/admin/v1/TraderAccount/:id/Dashboard',
  adminTraderAccountEvents: '/api/admin/v1/TraderAccount/:id/Events',
  adminOrders: '/api/admin/v1/Orders',
  adminOrdersExport: '/api/admin/v1/Orders/export',
  adminOrder: '/api/admin/v1/Orders/:id',
  adminOrderCancel: '/api/admin/v1/Orders/:id/cancel',
  /** Ours: the back office's catalogue, brands and economic calendar (issue "The firm's back office", part 3). */
  adminPackages: '/api/admin/v1/Packages',
  adminPackage: '/api/admin/v1/Packages/:id',
  adminPackageVisibility: '/api/admin/v1/Packages/:id/visibility',
  adminDiscountCodes: '/api/admin/v1/DiscountCodes',
  adminDiscountCode: '/api/admin/v1/DiscountCodes/:id',
  adminDiscountCodeOrders: '/api/admin/v1/DiscountCodes/:id/orders',
  adminDiscountCodeDeactivate: '/api/admin/v1/DiscountCodes/:id/deactivate',
  adminBrands: '/api/admin/v1/Brands',
  adminBrand: '/api/admin/v1/Brands/:id',
  adminBrandHosts: '/api/admin/v1/Brands/:id/hosts',
  adminBrandHostRemove: '/api/admin/v1/Brands/:id/hosts/remove',
  adminBrandAsset: '/api/admin/v1/Brands/:id/assets/:kind',
  adminBrandProviders: '/api/admin/v1/Brands/:id/providers',
  adminBrandPaymentProvider: '/api/admin/v1/Brands/:id/providers/payments',
  adminBrandIdentityProvider: '/api/admin/v1/Brands/:id/providers/identity',
  /** Ours: a brand's uploaded logo or favicon, public (the brand configuration's logoUrl/faviconUrl point here). */
  brandAsset: '/api/common/v1/BrandAsset/:brandId/:kind',
  /** The brand's fixed logo image (SPEC §2 header): the uploaded logo, else the brand's logo file; by Host. */
  brandLogo: '/api/common/v1/BrandLogo',
  adminCalendarImport: '/api/admin/v1/Calendar/import',
  adminCalendarImports: '/api/admin/v1/Calendar/imports',
  /** Ours: the firm imports an account migrated from another platform, with its past start. */
  adminTraderAccountImport: '/api/admin/v1/TraderAccounts/import',
  /** SPEC §7 KYC: the trader's verification state, and starting the identity / address step. */
  kyc: '/api/Kyc/v1',
  proofOfIdentity: '/api/Kyc/v1/ProofOfIdentity',
  proofOfAddress: '/api/Kyc/v1/ProofOfAddress',
  /** Ours: a fresh access token for the step's open session (a hosted SDK asks when its token expires). */
  kycAccessToken: '/api/Kyc/v1/AccessToken',
  /** Ours: a document the trader uploaded (owner only), the contract's PDF, and signing it. */
  kycDocument: '/api/Kyc/v1/Document/:caseId/:documentId',
  kycContract: '/api/Kyc/v1/Contract/:id',
  kycContractSign: '/api/Kyc/v1/Contract/:id/sign',
  /** Ours: where the verification provider reports submissions and decisions (signed webhook). */
  kycWebhook: '/api/kyc/v1/webhook/:provider',
  /** Ours: the console's identity and contract queues. */
  adminIdentityCases: '/api/admin/v1/Kyc/identity',
  adminIdentityDecide: '/api/admin/v1/Kyc/identity/:id/decide',
  adminIdentityDocument: '/api/admin/v1/Kyc/identity/:id/documents/:documentId',
  adminContracts: '/api/admin/v1/Kyc/contracts',
  adminContractPdf: '/api/admin/v1/Kyc/contracts/:id/pdf',
  adminContractDecide: '/api/admin/v1/Kyc/contracts/:id/decide',
  payouts: '/api/Payouts/v1/',
  payout: '/api/Payouts/v1/:id',
  /** Ours: the trader cancels a payout still Requested. */
  payoutCancel: '/api/Payouts/v1/:id/Cancel',
  payoutBankTransfer: '/api/Payouts/v1/BankTransfer',
  payoutCryptoTransfer: '/api/Payouts/v1/CryptoTransfer',
  profitWidget: '/api/Payouts/v1/ProfitWidget',
  payoutBounds: '/api/Payouts/v1/Settings/MinMax',
  payoutMethods: '/api/common/v1/PayoutMethods',
  /** Ours: the console's payout queue (docs/decisions/018-payouts.md). */
  adminPayouts: '/api/admin/v1/Payouts',
  adminPayoutsExport: '/api/admin/v1/Payouts/export',
  adminPayout: '/api/admin/v1/Payouts/:id',
  adminPayoutApprove: '/api/admin/v1/Payouts/:id/approve',
  adminPayoutReject: '/api/admin/v1/Payouts/:id/reject',
  adminPayoutMarkPaid: '/api/admin/v1/Payouts/:id/mark-paid',
  /** Ours: a funded account's scaling plan (docs/scaling.md): the trader's progress, the console's reviews. */
  scalingProgress: '/api/Payouts/v1/Scaling',
  adminScalingReviews: '/api/admin/v1/Scaling/reviews',
  adminScalingApply: '/api/admin/v1/Scaling/reviews/:id/apply',
  adminScalingRefuse: '/api/admin/v1/Scaling/reviews/:id/refuse',
  /** Ours: a brand's payout settings (docs/decisions/029-payout-settings.md); `:id` is the brand's. */
  adminPayoutSettings: '/api/admin/v1/PayoutSettings/:id',
  /** Ours: the risk desk (docs/risk.md). */
  adminRiskCases: '/api/admin/v1/Risk/cases',
  adminRiskCase: '/api/admin/v1/Risk/cases/:id',
  adminRiskDecide: '/api/admin/v1/Risk/cases/:id/decision',
  adminRiskCompare: '/api/admin/v1/Risk/compare',
  adminRiskSummary: '/api/admin/v1/Risk/summary',
  /** A brand's detection parameters and payout-hold threshold; `:id` is the brand's. */
  adminRiskSettings: '/api/admin/v1/Risk/settings/:id',
  /** Ours: where the payment provider confirms a payment (signed webhook). */
  paymentWebhook: '/api/payments/v1/webhook/:provider',
  /** The trader's certificates (SPEC §7 /Certificate/v1). */
  certificates: '/api/Certificate/v1',
  /** Ours: the public authenticity check behind a certificate's QR code and short id (no session). */
  certificateVerify: '/api/Certificate/v1/verify/:shortId',
  /** SPEC §7 asset paths: the image (preview), the content (view inline) and the download (attachment). */
  certificateImage: '/api/app/assets/certificate/images/v1/:id',
  certificateContent: '/api/content/v1/:id',
  certificateDownload: '/api/download/v1/:id',
} as const;
