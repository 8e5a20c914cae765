import en from '../../../server/src/i18n/catalogues/en.json' with { type: 'json' };
import {
  ChallengeStatus,
  ECONOMIC_IMPACTS,
  certificateKindSchema,
  eligibilityKeySchema,
  OrderPaymentStatus,
  PAYMENT_METHODS,
  PayoutStatus,
  payoutMethodSchema,
  traderPackageTypeSchema,
} from '@portal/contract';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

/** Every translation key: shown as such, a text is missing from the catalogue. */
const CATALOGUE_KEYS = new Set(keysOf(en as Tree));

/** The wire values of the enums screens show: each must reach a person as its label. */
const ENUM_VALUES = new Set<string>([
  ...PAYMENT_METHODS,
  ...payoutMethodSchema.options,
  ...eligibilityKeySchema.options,
  ...traderPackageTypeSchema.options,
  ...certificateKindSchema.options,
  ...ECONOMIC_IMPACTS,
  ...Object.keys(ChallengeStatus),
  ...Object.keys(OrderPaymentStatus),
  ...Object.keys(PayoutStatus),
]);

/** "Account status 3", "Kontostatus: 3", "Statut du compte 3", "Estado de la cuenta 3" */
const STATUS_NUMBER = /(?:status|statut|estado)(?:\s+\p{L}+){0,3}\s*:?\s*\d/iu;

/**
 * What a screen must never show a person (issue 26 item 3): an enum's wire value instead of its label ("card",
 * "bankTransfer", "Stage1KycNeeded"), a translation key instead of its text ("payouts.checklist.funded"), or a
 * status as its number ("Account status 3"). Returns what it found, visually hidden text included.
 */
export function rawCodesIn(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text) continue;
    if (ENUM_VALUES.has(text)) found.push(text);
    for (const token of text.match(/[A-Za-z]\w*(?:\.\w+)+/g) ?? []) if (CATALOGUE_KEYS.has(token)) found.push(token);
    if (STATUS_NUMBER.test(text)) found.push(text);
  }
  return found;
}
