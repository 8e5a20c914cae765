import type { TFunction } from 'i18next';

/**
 * The note under a trader's new password: the contract's rules, and the words the server refuses in a password
 * (the brand, the trader's name and e-mail, the programme's own words), told before a password is refused for them.
 */
export const newPasswordNote = (t: TFunction) => `${t('auth.passwordRules')} ${t('auth.passwordAvoid')}`;
