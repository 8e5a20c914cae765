import { createI18n } from '@portal/ui/i18n/create-i18n.ts';

/** One i18next instance; catalogues come from /api/common/v1/Translate/{lang} (see locales feature). */
export const i18n = createI18n();
