import { fundedStatus } from '@portal/contract';

/**
 * The catalogue key of an account's status as the console names it: the status's own (`accountStatus.<code>`),
 * except for a funded account trading, which reads Funded rather than the stage number it trades under.
 */
export const accountStatusKey = (status: number, isFunded: boolean): string =>
  `accountStatus.${fundedStatus(status, isFunded) ?? status}`;
