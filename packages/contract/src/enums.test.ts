import { describe, expect, it } from 'vitest';
import {
  ChallengeStatus,
  ContractSignStatus,
  challengeStatusLabel,
  fundedStatus,
  KycInitiationStatus,
  KycProviderType,
  KycVerificationStatus,
  OrderPaymentStatus,
  orderPaymentStatusView,
  PlatformType,
} from './enums.ts';

describe('order payment status (SPEC §4 table)', () => {
  it('maps each code to its label and colour variant exactly', () => {
    expect(OrderPaymentStatus).toEqual({ Paid: 0, Unpaid: 1, Cancelled: 2, Declined: 3, Pending: 4 });
    expect(orderPaymentStatusView).toEqual({
      0: { label: 'Paid', variant: 'positive' },
      1: { label: 'Unpaid', variant: 'warning' },
      2: { label: 'Canceled', variant: 'negative' },
      3: { label: 'Declined', variant: 'negative' },
      4: { label: 'Pending', variant: 'muted' },
    });
  });

  it('has a view for every status and no other', () => {
    expect(Object.keys(orderPaymentStatusView).map(Number).sort()).toEqual(Object.values(OrderPaymentStatus).sort());
  });
});

describe('state enums of SPEC §4 and §9', () => {
  it('numbers challenge statuses 0 to 19 as the spec lists them', () => {
    expect(Object.values(ChallengeStatus)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(ChallengeStatus.Default).toBe(0);
    expect(ChallengeStatus.Stage1KycSuccess).toBe(1);
    expect(ChallengeStatus.Phase3CompletedKycSuccess).toBe(6);
    expect(ChallengeStatus.Stage1KycNeeded).toBe(7);
    expect(ChallengeStatus.Phase3CompletedKycNeeded).toBe(12);
    expect(ChallengeStatus.DisabledByContractRejected).toBe(13);
    expect(ChallengeStatus.DisabledByViolatedOneOfTradingRule).toBe(14);
    expect(ChallengeStatus.BlockedByBlockTrades).toBe(15);
    expect(ChallengeStatus.BlockedByBlockTradesAndFuture).toBe(16);
    expect(ChallengeStatus.BlockedByTradesAndFutureAndCurrent).toBe(17);
    expect(ChallengeStatus.BlockedByAnotherReason).toBe(18);
    expect(ChallengeStatus.BlockedByNewsTrading).toBe(19);
  });

  it('numbers the KYC statuses, provider types and platform types', () => {
    expect(KycInitiationStatus).toEqual({ NotInit: 0, Success: 1 });
    expect(KycVerificationStatus).toEqual({ NotInit: 0, Pending: 1, Success: 2, Fail: 3, Retry: 4 });
    expect(ContractSignStatus).toEqual({ NotInit: 0, Pending: 1, Success: 2, Fail: 3, Blocked: 4 });
    expect(KycProviderType).toEqual({ HostedSdk: 0, EmbeddedWidget: 1 });
    expect(Object.values(PlatformType)).toEqual([0, 1, 2, 3]);
  });
});

describe('a funded account’s status', () => {
  it('reads funded, with verification due or not, where the number would name one more stage', () => {
    expect(fundedStatus(ChallengeStatus.Stage3KycSuccess, true)).toBe('funded');
    expect(fundedStatus(ChallengeStatus.Stage2KycSuccess, true)).toBe('funded');
    expect(fundedStatus(ChallengeStatus.Stage3KycNeeded, true)).toBe('fundedKycNeeded');
    expect(fundedStatus(ChallengeStatus.Stage2KycNeeded, true)).toBe('fundedKycNeeded');
  });

  it('leaves an evaluation account, and a blocked or disabled funded one, to its own status', () => {
    expect(fundedStatus(ChallengeStatus.Stage3KycNeeded, false)).toBeNull();
    expect(fundedStatus(ChallengeStatus.Phase2CompletedKycNeeded, true)).toBeNull();
    expect(fundedStatus(ChallengeStatus.BlockedByAnotherReason, true)).toBeNull();
    expect(fundedStatus(ChallengeStatus.DisabledByViolatedOneOfTradingRule, true)).toBeNull();
  });
});

describe('the label of an account’s status', () => {
  it('is Funded for a funded account trading, the status’s own name otherwise', () => {
    expect(challengeStatusLabel(ChallengeStatus.Stage3KycNeeded, true)).toBe('FundedKycNeeded');
    expect(challengeStatusLabel(ChallengeStatus.Stage2KycSuccess, true)).toBe('Funded');
    expect(challengeStatusLabel(ChallengeStatus.Stage3KycNeeded, false)).toBe('Stage3KycNeeded');
    expect(challengeStatusLabel(ChallengeStatus.BlockedByNewsTrading, true)).toBe('BlockedByNewsTrading');
  });
});
