/**
 * The page titles SPEC §1 names (keys of the catalogue's `pageTitle`), the only ones a browser title of the trader app
 * may carry: a page without one shows the brand name alone (SPEC §1), however its screen heads itself. The server's
 * catalogue test holds its texts to them.
 */
export const SPEC_PAGE_TITLES = [
  'exploreEconomicNews',
  'withdrawProfit',
  'payoutDetails',
  'payoutIsComing',
  'traderPersonalInformation',
  'verifyProfileIdentity',
  'secureAccount',
  'certificates',
  'signIn',
  'signUp',
  'restorePassword',
  'resetPassword',
  'pageNotFound',
] as const;

export type SpecPageTitle = (typeof SPEC_PAGE_TITLES)[number];
