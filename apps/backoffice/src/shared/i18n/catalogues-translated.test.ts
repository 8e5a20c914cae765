import { describe, expect, it } from 'vitest';
import { untranslated } from '@portal/ui/i18n/catalogue-check.ts';
import en from './catalogues/en.json' with { type: 'json' };
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import payoutsEn from '../../features/payouts/texts/en.json' with { type: 'json' };
import payoutsDe from '../../features/payouts/texts/de.json' with { type: 'json' };
import payoutsEs from '../../features/payouts/texts/es.json' with { type: 'json' };
import payoutsFr from '../../features/payouts/texts/fr.json' with { type: 'json' };

// The console's catalogue and the payout settings screen's own texts (loaded with that screen).
describe("the console's catalogues", () => {
  it.each([
    ['de', de, payoutsDe],
    ['es', es, payoutsEs],
    ['fr', fr, payoutsFr],
  ])('%s has every English text, translated', (lang, catalogue, payouts) => {
    expect(untranslated(en, catalogue, lang)).toEqual({ missing: [], english: [] });
    expect(untranslated(payoutsEn, payouts, lang)).toEqual({ missing: [], english: [] });
  });
});
