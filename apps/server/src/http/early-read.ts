import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_MARGIN_MS,
  ApiPath,
  EARLY_ACCOUNTS_READ,
  SITE_VERSION,
  SITE_VERSION_HEADER,
  StorageKey,
} from '@portal/contract';

const text = JSON.stringify;

/**
 * The signed-in home's accounts read, started by the page itself while the app's scripts are still on their way
 *. Under Lighthouse's simulation the read started by the app's entry came after the scripts and
 * their evaluation and was the last request before the largest paint; started by the page it overlaps them.
 * It sends what the app's client would (apps/web/src/shared/api/http-client.ts): the stored access token and the
 * site version. A page without a stored session, a session past its 12-hour stamp, or an access token that is
 * not a JWT or has ended (less the app's margin, `ACCESS_TOKEN_MARGIN_MS`) starts nothing: the app then
 * refreshes or signs out as before. The app takes the reply once (`takeEarlyAccountsRead`); any failure there
 * is asked again through its client, whose session rules apply.
 */
export const EARLY_READ_SCRIPT =
  `(()=>{try{var s=localStorage,t=s.getItem(${text(StorageKey.token)}),u=+(s.getItem(${text(StorageKey.timeUser)})||0),` +
  `c=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));` +
  `if(u>0&&u<=Date.now()||!(c.exp*1e3>Date.now()+${ACCESS_TOKEN_MARGIN_MS}))return;` +
  `window[${text(EARLY_ACCOUNTS_READ)}]=fetch(${text(ApiPath.traderAccounts)},{headers:{Accept:"application/json",` +
  `${text(SITE_VERSION_HEADER)}:${text(SITE_VERSION)},Authorization:"Bearer "+t}})}catch(e){}})()`;

/** The script's CSP source (`script-src`): it is static, so its hash allows exactly it and nothing else inline. */
export const EARLY_READ_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READ_SCRIPT).digest('base64')}'`;

/** The pages that lead to the signed-in home and start its read (the app's `HOME_PATHS`, trailing `/` removed). */
export const EARLY_READ_ROUTES = new Set(['', '/dashboard', '/dashboard/home']);

/** The element as put in the page's head, before the entry's script and styles (a script after styles waits for them). */
export const EARLY_READ_ELEMENT = `<script>${EARLY_READ_SCRIPT}</script>`;
