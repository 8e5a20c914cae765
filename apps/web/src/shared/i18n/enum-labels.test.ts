import { describe, expect, it } from 'vitest';
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

type Tree = { [key: string]: string | Tree };
const text = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), tree);

/** The label key of every value of every enum the trader app shows (issue 26 item 3). */
const labelKeys = [
  ...Object.keys(ChallengeStatus).map((name) => `challengeStatus.${name}`),
  ...Object.values(orderPaymentStatusView).map((v) => `orderStatus.${v.label}`),
  ...Object.values(payoutStatusView).map((v) => `payoutStatus.${v.label}`),
  ...PAYMENT_METHODS.map((m) => `paymentMethod.${m}`),
  ...traderPackageTypeSchema.options.map((p) => `packageType.${p}`),
  ...ECONOMIC_IMPACTS.map((i) => `economicCalendar.impact.${i}`),
];

describe('the labels of the enums a trader sees', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['fr', fr],
    ['es', es],
  ])('are all in the %s catalogue', (_lang, catalogue) => {
    const missing = labelKeys.filter((key) => {
      const label = text(catalogue as Tree, key);
      return typeof label !== 'string' || label.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
