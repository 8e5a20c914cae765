import { describe } from 'vitest';
import { itTranslatesEveryText } from '@portal/ui/test/catalogues-translated.ts';
import en from '../../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };

// The trader app's texts, which the server serves (/api/common/v1/Translate/{lang}) and writes its mails with.
describe("the trader app's catalogues", () => itTranslatesEveryText([en], { de: [de], es: [es], fr: [fr] }));
