/**
 * Leaving the app for another site (the payment page). One object, so that tests can watch the call: jsdom
 * cannot navigate, and window.location cannot be replaced.
 */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
