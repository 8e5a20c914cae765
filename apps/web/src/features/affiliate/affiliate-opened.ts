/**
 * Whether this browser has opened the brand's affiliate account before: the page then offers to go to the account
 * rather than to open one. Local storage, per affiliate address; unavailable storage means "not yet".
 */
const key = (url: string) => `affiliateOpened:${url}`;

export function affiliateOpened(url: string): boolean {
  try {
    return localStorage.getItem(key(url)) === '1';
  } catch {
    return false;
  }
}

export function rememberAffiliateOpened(url: string): void {
  try {
    localStorage.setItem(key(url), '1');
  } catch {
    // private mode or full storage: the page simply offers to open the account again
  }
}
