import { describe } from 'vitest';
import {
  MAIL_KINDS,
  OPERATOR_ACTIONS,
  OPERATOR_ROLES,
  PAYMENT_METHODS,
  RISK_CASE_STATUSES,
  RISK_DECISIONS,
  RISK_RULES,
  RISK_SIGNALS,
  orderPaymentStatusView,
  payoutStatusView,
} from '@portal/contract';
import { itHasEveryLabel } from '@portal/ui/test/catalogues-translated.ts';
import { en } from '../../test/english-catalogue.ts';
import de from './catalogues/de.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };

/** The label key of every value of the enums the console shows by name (issue 26 item 3). */
const labelKeys = [
  ...PAYMENT_METHODS.map((m) => `paymentMethod.${m}`),
  ...MAIL_KINDS.map((k) => `traders.mailKinds.${k}`),
  ...Object.keys(orderPaymentStatusView).map((code) => `orderStatus.${code}`),
  ...Object.keys(payoutStatusView).map((code) => `payoutStatus.${code}`),
  ...Array.from({ length: 20 }, (_, code) => `accountStatus.${code}`),
  // an API key's scope (the api-keys screen)
  ...OPERATOR_ACTIONS.map((a) => `operatorAction.${a}`),
  // an operator's role (the header, the operators screen, the audit log)
  ...OPERATOR_ROLES.flatMap((r) => [`role.${r}`, `operators.roles.${r}`]),
  // the risk desk's signals, rules, statuses and decisions
  ...RISK_SIGNALS.map((s) => `risk.signal.${s}`),
  ...RISK_RULES.map((r) => `risk.rule.${r}`),
  ...RISK_CASE_STATUSES.map((s) => `risk.status.${s}`),
  ...RISK_DECISIONS.flatMap((d) => [`risk.decision.${d}`, `risk.decided.${d}`, `risk.decidedToast.${d}`]),
];

describe('the labels of the enums an operator sees', () => itHasEveryLabel(labelKeys, { en, de, fr, es }));
