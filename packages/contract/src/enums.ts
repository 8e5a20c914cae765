/** The state enums of SPEC §4 and the platform types of SPEC §9. */

export const ChallengeStatus = {
  Default: 0,
  Stage1KycSuccess: 1,
  Stage2KycSuccess: 2,
  Stage3KycSuccess: 3,
  Phase1CompletedKycSuccess: 4,
  Phase2CompletedKycSuccess: 5,
  Phase3CompletedKycSuccess: 6,
  Stage1KycNeeded: 7,
  Stage2KycNeeded: 8,
  Stage3KycNeeded: 9,
  Phase1CompletedKycNeeded: 10,
  Phase2CompletedKycNeeded: 11,
  Phase3CompletedKycNeeded: 12,
  DisabledByContractRejected: 13,
  DisabledByViolatedOneOfTradingRule: 14,
  BlockedByBlockTrades: 15,
  BlockedByBlockTradesAndFuture: 16,
  BlockedByTradesAndFutureAndCurrent: 17,
  BlockedByAnotherReason: 18,
  BlockedByNewsTrading: 19,
} as const;
export type ChallengeStatusValue = (typeof ChallengeStatus)[keyof typeof ChallengeStatus];
export type ChallengeStatusName = keyof typeof ChallengeStatus;

const challengeStatusNames = new Map<number, ChallengeStatusName>(
  Object.entries(ChallengeStatus).map(([name, code]) => [code, name as ChallengeStatusName]),
);
/**
 * A status code's name, which is also its label's translation key (`challengeStatus.<Name>`): a screen shows the
 * label, never the number. An unknown code reads as Default.
 */
export const challengeStatusName = (code: number): ChallengeStatusName => challengeStatusNames.get(code) ?? 'Default';

/**
 * How a funded account's status reads. The funded account trades as the stage after its programme's last phase
 * (decision 010: stage 3 for a two-step programme, stage 2 for a one-step), a number its trader would read as one
 * more evaluation phase: it reads 'funded' instead, with verification still due ('fundedKycNeeded') or not. Null
 * for any account that is not funded, or whose status says something else (blocked, disabled).
 */
export function fundedStatus(status: number, isFunded: boolean): 'funded' | 'fundedKycNeeded' | null {
  if (!isFunded) return null;
  if (status >= ChallengeStatus.Stage1KycSuccess && status <= ChallengeStatus.Stage3KycSuccess) return 'funded';
  if (status >= ChallengeStatus.Stage1KycNeeded && status <= ChallengeStatus.Stage3KycNeeded) return 'fundedKycNeeded';
  return null;
}

/**
 * The name of a status's label for an account (the trader app's `challengeStatus.<name>`): its own name, except
 * that a funded account trading reads Funded or FundedKycNeeded (`fundedStatus`).
 */
export function challengeStatusLabel(
  status: number,
  isFunded: boolean,
): ChallengeStatusName | 'Funded' | 'FundedKycNeeded' {
  const funded = fundedStatus(status, isFunded);
  if (funded === 'funded') return 'Funded';
  if (funded === 'fundedKycNeeded') return 'FundedKycNeeded';
  return challengeStatusName(status);
}

export type ColourVariant = 'neutral' | 'negative' | 'warning' | 'positive' | 'muted';

export const OrderPaymentStatus = {
  Paid: 0,
  Unpaid: 1,
  Cancelled: 2,
  Declined: 3,
  Pending: 4,
} as const;
export type OrderPaymentStatusValue = (typeof OrderPaymentStatus)[keyof typeof OrderPaymentStatus];

/** Label (English, also the translation key `orderStatus.<label>`) and colour variant of SPEC §4's table. */
export const orderPaymentStatusView: Record<OrderPaymentStatusValue, { label: string; variant: ColourVariant }> = {
  [OrderPaymentStatus.Paid]: { label: 'Paid', variant: 'positive' },
  [OrderPaymentStatus.Unpaid]: { label: 'Unpaid', variant: 'warning' },
  [OrderPaymentStatus.Cancelled]: { label: 'Canceled', variant: 'negative' },
  [OrderPaymentStatus.Declined]: { label: 'Declined', variant: 'negative' },
  [OrderPaymentStatus.Pending]: { label: 'Pending', variant: 'muted' },
};

export const KycInitiationStatus = { NotInit: 0, Success: 1 } as const;
export type KycInitiationStatusValue = (typeof KycInitiationStatus)[keyof typeof KycInitiationStatus];

export const KycVerificationStatus = { NotInit: 0, Pending: 1, Success: 2, Fail: 3, Retry: 4 } as const;
export type KycVerificationStatusValue = (typeof KycVerificationStatus)[keyof typeof KycVerificationStatus];

export const ContractSignStatus = { NotInit: 0, Pending: 1, Success: 2, Fail: 3, Blocked: 4 } as const;
export type ContractSignStatusValue = (typeof ContractSignStatus)[keyof typeof ContractSignStatus];

export const KycProviderType = { HostedSdk: 0, EmbeddedWidget: 1 } as const;
export type KycProviderTypeValue = (typeof KycProviderType)[keyof typeof KycProviderType];

/** SPEC §9: what the credentials dialog shows per platform type. */
export const PlatformType = {
  LoginAndPassword: 0,
  StartTradingButton: 1,
  AccountIdWithPlatformEmail: 2,
  AccountIdWithPortalPassword: 3,
} as const;
export type PlatformTypeValue = (typeof PlatformType)[keyof typeof PlatformType];

export const ChatWidgetType = { LiveChat: 0, Intercom: 1 } as const;
export type ChatWidgetTypeValue = (typeof ChatWidgetType)[keyof typeof ChatWidgetType];
