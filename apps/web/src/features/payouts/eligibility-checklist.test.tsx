import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChallengeStatus, type AccountPayoutSummary, type EligibilityItem } from '@portal/contract';
import { i18n } from '../../shared/i18n/i18n.ts';
import { LANGUAGES, useLanguage } from '../../test/languages.ts';
import { rawCodesIn } from '../../test/raw-codes.ts';
import { EligibilityChecklist } from './eligibility-checklist.tsx';

const item = (
  key: EligibilityItem['key'],
  value: EligibilityItem['value'],
  limit: EligibilityItem['limit'] = null,
) => ({
  key,
  ok: false,
  resultCode: -60,
  value,
  limit,
});

const summary = (status: number): AccountPayoutSummary => ({
  traderAccountId: 'acc-1',
  login: '50012345',
  packageName: 'Two-Step Challenge 10K',
  currency: 'USD',
  accountSize: 1_000_000,
  balance: 1_125_050,
  closedProfit: 125_050,
  profitSplitPercent: 80,
  pending: 0,
  withdrawable: 100_040,
  totalPaid: 0,
  cycleDays: 14,
  nextPayoutAt: '2026-12-01T09:00:00Z',
  min: 5_000,
  max: 10_000_000,
  checklist: [
    item('funded', status),
    item('verified', status),
    item('noOpenPositions', 1250, 0),
    item('cycleReached', '2026-11-28T09:00:00Z', '2026-12-01T09:00:00Z'),
    item('consistency', 42.5, 30),
    item('minAmount', 250_000, 5_000),
    item('withinWithdrawable', 250_000, 100_040),
  ],
  result: -60,
});

afterEach(() => i18n.changeLanguage('en'));

describe('the payout checklist', () => {
  it.each(LANGUAGES)('names the account status by its label in %s, never its number', async (lang) => {
    await useLanguage(lang);
    for (const status of Object.values(ChallengeStatus)) {
      const { container, unmount } = render(<EligibilityChecklist summary={summary(status)} />);
      expect(rawCodesIn(container), `${lang} ${status}`).toEqual([]);
      unmount();
    }
  });

  it('reads in English with the status label and the numbers of the language', async () => {
    await useLanguage('en');
    // a two-step programme's funded account trades as stage 3: it reads funded, not a third phase
    render(<EligibilityChecklist summary={summary(ChallengeStatus.Stage3KycNeeded)} />);
    expect(screen.getAllByText('Account status: Funded – verification needed')).toHaveLength(2);
    expect(screen.getByText('1,250 open')).toBeInTheDocument();
    expect(screen.getByText('Best day 42.5% of profit, at most 30%')).toBeInTheDocument();
    expect(screen.getByText('$2,500 of $1,000.40 available')).toBeInTheDocument();
  });

  it('reads in German with German labels and formats throughout', async () => {
    await useLanguage('de');
    render(<EligibilityChecklist summary={summary(ChallengeStatus.Phase2CompletedKycNeeded)} />);
    expect(screen.getAllByText('Kontostatus: Phase 2 abgeschlossen – Verifizierung erforderlich')).toHaveLength(2);
    expect(screen.getByText('1.250 offen')).toBeInTheDocument();
    expect(screen.getByText('Bester Tag 42,5 % des Gewinns, höchstens 30 %')).toBeInTheDocument();
    expect(screen.getByText('2.500 $ von 1.000,40 $ verfügbar')).toBeInTheDocument();
    expect(screen.getByText(/^Nächste Auszahlung ab 01\.12\.2026, \d\d:\d\d$/)).toBeInTheDocument();
  });
});
