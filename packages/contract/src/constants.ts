/** Business constants and limits of SPEC §9. */
export const SITE_VERSION = '1.1.232';
export const SITE_VERSION_HEADER = 'x-site-version';
/**
 * The trader app's device id on every call: its APP-ID (a random id made once and kept in the browser's storage),
 * which the risk desk compares across traders (docs/risk.md, signal 4). Not a fingerprint of the browser.
 */
export const DEVICE_ID_HEADER = 'x-device-id';

export const SESSION_LIFETIME_MS = 43_200_000; // 12 hours
export const MAX_CONSECUTIVE_FAILED_REPLIES = 10; // sign out after more than this many
export const NOTIFICATION_DURATION_MS = 5000;
export const KYC_POLL_INTERVAL_MS = 10_000;
export const VERIFICATION_STEPS = 3;
export const CHAT_BLOCKER_CHECK_MS = 30_000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export const Breakpoint = {
  mobileMaxWidth: 767,
  desktopMinWidth: 768,
  narrowDefaultMaxWidth: 1200,
} as const;

export const IDENTITY_WIDGET_FRAME = { maxWidthPx: 400, heightPx: 500 } as const;

export const LANG_COOKIE = { name: 'lang', path: '/', sameSite: 'Strict' } as const;
export const DEFAULT_LANGUAGE = 'en';
/**
 * The id of the `<script type="application/json">` the server renders into the trader app's index.html: the
 * brand configuration and the start-up's text catalogues, `{ brand, catalogues: { [lang]: Catalogue } }`
 * (docs/decisions/027-in-page-start-up-data.md).
 */
export const PAGE_DATA_ID = 'portal-page-data';

/** An access token this close to its end is treated as ended (the app's client and the home page's early read). */
export const ACCESS_TOKEN_MARGIN_MS = 5_000;

/**
 * Where the signed-in home's page leaves the accounts read its inline script started before the app's scripts
 * arrived (`window[EARLY_ACCOUNTS_READ]`, a `Promise<Response>`); the app takes it once.
 */
export const EARLY_ACCOUNTS_READ = '__portalAccountsRead';

/** Browser storage keys of SPEC §3. */
export const StorageKey = {
  token: 'token',
  refreshToken: 'refresh-token',
  timeUser: 'time-user',
  successShowed: 'success-showed',
  appId: 'APP-ID',
  lang: 'lang',
  clickId: 'clickId',
  cnvId: 'cnv_id',
  isNeedInitSentry: 'isNeedInitSentry',
} as const;

/** E-mailed one-time codes (verify e-mail, reset password). */
export const ONE_TIME_CODE_LENGTH = 6;

/** Password bounds used by the validation texts of SPEC §5. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** A password presented to be checked (sign-in, old password) is only bounded, at this length. */
export const PRESENTED_PASSWORD_MAX_LENGTH = 256;

/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The bot-check provider's published test site key: its widget always passes (used offline and in demos). */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh4oQwlBLvJQtMg6X1vO';

/**
 * The events of the dashboard's live stream (ApiPath.dashboardLive, Server-Sent Events): `ready` once the server
 * listens for the account's changes, `changed` after each committed change of its figures (read them again).
 */
/** `notification`: the signed-in trader has a new notification (the bell reads its count again). */
export const DashboardLiveEvent = { ready: 'ready', changed: 'changed', notification: 'notification' } as const;

/** The largest logo or favicon a brand takes (the console's upload; domain/brands/brand-asset.ts judges it). */
export const BRAND_ASSET_MAX_BYTES = 256 * 1024;
/** The types a logo or favicon upload may name: its bytes are judged by content, whatever type is named. */
export const BRAND_IMAGE_UPLOAD_TYPES = [
  'image/png',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'application/octet-stream',
] as const;
/** The kinds of file an identity document comes in. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** `last` is no cursor but a position a link can name: the end of a list read by position. */
export const LAST_PAGE_CURSOR = 'last';
