import { createBaseQuery } from '@portal/ui/api/base-query.ts';
import { api, publicApi } from './http-client.ts';

export { apiFailure, failureOf, type ApiFailure } from '@portal/ui/api/base-query.ts';

/**
 * Every endpoint's call goes through the app's HTTP client, so the session rules of SPEC §4 (the bearer token, one
 * refresh on 401 under the refresh lock, sign-out after a failed refresh or too many failing replies, the forced
 * update) apply to it as to any call; a `guest` call goes without the session, as the guest pages' calls did.
 */
export const httpBaseQuery = createBaseQuery<{ guest?: boolean }>(({ guest }) => (guest ? publicApi : api));
