import type { i18n as I18n, TFunction } from 'i18next';

/** "apiKeys.created" → "Api keys · created": an action the catalogue does not know yet, still readable. */
export const readableAction = (action: string) => {
  const words = action
    .split('.')
    .map((part) =>
      part
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .toLowerCase(),
    )
    .join(' · ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An audited action in words (`audit.actions.<area>.<what>`); one the catalogue lacks, made readable. */
export function auditActionLabel(t: TFunction, i18n: I18n, action: string): string {
  const key = `audit.actions.${action}`;
  const text = i18n.exists(key) ? t(key, { returnObjects: true }) : undefined;
  return typeof text === 'string' ? text : readableAction(action);
}
