import { createAction } from '@reduxjs/toolkit';

/**
 * SPEC §3 Auth isUserFromCheckout, the pending-purchase flag: set by Subscribe and before leaving for the
 * payment page, cleared once step 3 of New challenge shows the outcome. The auth slice keeps the state; the
 * action lives in shared/ because buying (orders) sets it too, and features do not import one another.
 */
export const setUserFromCheckout = createAction<boolean>('auth/setUserFromCheckout');

/**
 * The session ended (logout, a failed refresh, too many failing replies): the auth slice records it, the store
 * forgets the trader's state and the API cache stops its polls. In shared/ because the cache (shared/api) reacts.
 */
export const signedOut = createAction('auth/signedOut');
