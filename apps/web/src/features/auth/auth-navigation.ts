/** Where a guard sent the visitor from (RequireAuth keeps the origin location in the router state). */
type Origin = { pathname?: string; search?: string; hash?: string };

/** The router state the auth screens hand each other. */
export type AuthRouteState = {
  from?: Origin;
  /** The address a code was just sent to (verify e-mail). */
  email?: string;
  /** A subscribed guest: verifying the e-mail also sets the account's first password. */
  passwordRequired?: boolean;
  /** A translation key shown as a positive notice (e.g. after a password reset). */
  notice?: string;
};

export const HOME = '/dashboard/home';
export const PENDING_PURCHASE = '/dashboard/new-challenge?step=3';

export function routeState(state: unknown): AuthRouteState {
  return state && typeof state === 'object' ? (state as AuthRouteState) : {};
}

/** After signing in: back to where the guard stopped the visitor, else home (as the guest layout decides). */
export function afterSignIn(state: AuthRouteState, isUserFromCheckout = false): string {
  if (isUserFromCheckout) return PENDING_PURCHASE;
  const from = state.from;
  if (from?.pathname) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return HOME;
}
