import { describe } from 'vitest';
import { itHasEveryLabel } from '@portal/ui/test/catalogues-translated.ts';
import {
  ChallengeStatus,
  ECONOMIC_IMPACTS,
  orderPaymentStatusView,
  PAYMENT_METHODS,
  payoutStatusView,
  traderPackageTypeSchema,
} from '@portal/contract';
import en from '../../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import de from '../../../../server/src/i18n/catalogues/de.json' with { type: 'json' };
import es from '../../../../server/src/i18n/catalogues/es.json' with { type: 'json' };
import fr from '../../../../server/src/i18n/catalogues/fr.json' with { type: 'json' };

/** The label key of every value of every enum the trader app shows (issue 26 item 3). */
const labelKeys = [
  ...Object.keys(ChallengeStatus).map((name) => `challengeStatus.${name}`),
  ...Object.values(orderPaymentStatusView).map((v) => `orderStatus.${v.label}`),
  ...Object.values(payoutStatusView).map((v) => `payoutStatus.${v.label}`),
  ...PAYMENT_METHODS.map((m) => `paymentMethod.${m}`),
  ...traderPackageTypeSchema.options.map((p) => `packageType.${p}`),
  ...ECONOMIC_IMPACTS.map((i) => `economicCalendar.impact.${i}`),
];

describe('the labels of the enums a trader sees', () => itHasEveryLabel(labelKeys, { en, de, fr, es }));
