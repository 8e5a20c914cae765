/**
 * Every result code of SPEC §8, and -31 of decision 048 (two-factor sign-in, an extension SPEC does not have). `result` is 0 for OK; every other value names why a call was refused.
 * The name is the key of the translated message (`errors.<Name>` in the catalogues).
 */
export const ResultCode = {
  Ok: 0,
  InvalidUsernameOrPassword: -1,
  UserExists: -2,
  UserNotFound: -3,
  OldPasswordIsWrong: -4,
  WrongFileExtension: -5,
  FileNotFound: -6,
  PersonalDataNotValid: -7,
  SystemError: -8,
  AccessTokenExpired: -9,
  TechnicalError: -10,
  CountryRestriction: -11,
  AccessTokenInvalid: -17,
  AccessClaimRequired: -18,
  TraderPackageNotFound: -19,
  OrderNotFound: -20,
  OrderNotPaid: -21,
  PasswordUsedBefore: -22,
  InvalidCodeEntered: -30,
  /** Ours: the password is right and the account asks for its second factor; data has a challenge. */
  SecondFactorRequired: -31,
  NotEnoughBalance: -40,
  NotAuthorized: -50,
  RefreshTokenExpired: -51,
  PayoutIsBlocked: -60,
  TraderIsNotVerified: -70,
  TraderIsAlreadyVerified: -71,
  InvalidCode: -72,
  InvalidDiscountCode: -73,
  DiscountCodeUsageExceeded: -74,
  DiscountCodeExpired: -75,
  DiscountCodeForOtherPackages: -76,
  InvalidSiteLanguage: -80,
  UserHasOpenPositions: -100,
  RequestIsNotValid: -200,
  AmountExceedsMax: -201,
  AmountLessThanMin: -202,
  BotCheckRequired: -800,
  BrandIsNotSetUp: -900,
  ForceUpdateRequired: -999,
  SomethingWentWrong: -99999,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

/** The meaning of each code, as SPEC §8 words it (English, for logs and documentation). */
export const resultCodeMeaning: Record<ResultCodeValue, string> = {
  [ResultCode.Ok]: 'OK',
  [ResultCode.InvalidUsernameOrPassword]: 'invalid username or password',
  [ResultCode.UserExists]: 'user exists',
  [ResultCode.UserNotFound]: 'user not found',
  [ResultCode.OldPasswordIsWrong]: 'old password is wrong',
  [ResultCode.WrongFileExtension]: 'wrong file extension',
  [ResultCode.FileNotFound]: 'file not found',
  [ResultCode.PersonalDataNotValid]: 'personal data is not valid',
  [ResultCode.SystemError]: 'system error',
  [ResultCode.AccessTokenExpired]: 'access token expired',
  [ResultCode.TechnicalError]: 'technical error',
  [ResultCode.CountryRestriction]: 'country restriction',
  [ResultCode.AccessTokenInvalid]: 'access token invalid',
  [ResultCode.AccessClaimRequired]: 'access claim required',
  [ResultCode.TraderPackageNotFound]: 'trader package not found',
  [ResultCode.OrderNotFound]: 'order not found',
  [ResultCode.OrderNotPaid]: 'order not paid',
  [ResultCode.PasswordUsedBefore]: 'password was used before',
  [ResultCode.InvalidCodeEntered]: 'invalid code entered',
  [ResultCode.SecondFactorRequired]: 'second factor required',
  [ResultCode.NotEnoughBalance]: 'not enough balance',
  [ResultCode.NotAuthorized]: 'not authorized',
  [ResultCode.RefreshTokenExpired]: 'refresh token expired',
  [ResultCode.PayoutIsBlocked]: 'payout is blocked',
  [ResultCode.TraderIsNotVerified]: 'trader is not verified',
  [ResultCode.TraderIsAlreadyVerified]: 'trader is already verified',
  [ResultCode.InvalidCode]: 'invalid code',
  [ResultCode.InvalidDiscountCode]: 'invalid discount code',
  [ResultCode.DiscountCodeUsageExceeded]: 'discount code usage exceeded',
  [ResultCode.DiscountCodeExpired]: 'discount code expired',
  [ResultCode.DiscountCodeForOtherPackages]: 'discount code for other packages',
  [ResultCode.InvalidSiteLanguage]: 'invalid site language',
  [ResultCode.UserHasOpenPositions]: 'user has open positions',
  [ResultCode.RequestIsNotValid]: 'request is not valid',
  [ResultCode.AmountExceedsMax]: 'amount exceeds max',
  [ResultCode.AmountLessThanMin]: 'amount less than min',
  [ResultCode.BotCheckRequired]: 'bot-check (recaptcha) required',
  [ResultCode.BrandIsNotSetUp]: 'brand is not set up',
  [ResultCode.ForceUpdateRequired]: 'force update required',
  [ResultCode.SomethingWentWrong]: 'something went wrong',
};

const nameByCode = new Map<number, ResultCodeName>(
  (Object.entries(ResultCode) as [ResultCodeName, ResultCodeValue][]).map(([name, code]) => [code, name]),
);

/** The name of a code (the translation key), or undefined for a code this contract does not know. */
export function resultCodeName(code: number): ResultCodeName | undefined {
  return nameByCode.get(code);
}

export function isResultCode(code: number): code is ResultCodeValue {
  return nameByCode.has(code);
}
