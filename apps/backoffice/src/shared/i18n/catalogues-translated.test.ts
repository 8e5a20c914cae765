import { describe } from 'vitest';
import { itTranslatesEveryText } from '@portal/ui/test/catalogues-translated.ts';
import { en } from '../../test/english-catalogue.ts';
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import payoutsEn from '../../features/payouts/texts/en.json' with { type: 'json' };
import payoutsDe from '../../features/payouts/texts/de.json' with { type: 'json' };
import payoutsEs from '../../features/payouts/texts/es.json' with { type: 'json' };
import payoutsFr from '../../features/payouts/texts/fr.json' with { type: 'json' };

// The console's catalogue and the payout settings screen's own texts (loaded with that screen).
describe("the console's catalogues", () =>
  itTranslatesEveryText([en, payoutsEn], { de: [de, payoutsDe], es: [es, payoutsEs], fr: [fr, payoutsFr] }));
