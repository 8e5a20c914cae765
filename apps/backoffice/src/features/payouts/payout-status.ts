import { payoutStatusView, type ColourVariant, type PayoutStatusValue } from '@portal/contract';

export const PAYOUT_STATUSES = Object.keys(payoutStatusView).map(Number) as PayoutStatusValue[];
export const payoutStatusVariant = (s: PayoutStatusValue): ColourVariant => payoutStatusView[s].variant;
