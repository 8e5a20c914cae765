import start from '../shared/i18n/catalogues/en.json' with { type: 'json' };
import signedIn from '../shared/i18n/catalogues/en-signed-in.json' with { type: 'json' };

/** The console's whole English catalogue: the sign-in steps' texts and the signed-in console's (no group in both). */
export const en = { ...start, ...signedIn };
export const englishParts = { start, signedIn };
