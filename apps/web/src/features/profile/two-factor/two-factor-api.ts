import { ApiPath, type TwoFactorDisableRequest, type TwoFactorEnrolment, type TwoFactorState } from '@portal/contract';
import { unwrap } from '@portal/ui/api/call-api.ts';
import { api } from '../../../shared/api/http-client.ts';

/** The trader's two-factor sign-in calls (decision 048). */
export const getTwoFactor = () => unwrap<TwoFactorState>(api.get(ApiPath.twoFactor));
export const startTwoFactor = () => unwrap<TwoFactorEnrolment>(api.post(ApiPath.twoFactorStart, {}));
export const confirmTwoFactor = (code: string) =>
  unwrap<{ recoveryCodes: string[] }>(api.post(ApiPath.twoFactorConfirm, { code }));
export const disableTwoFactor = (body: TwoFactorDisableRequest) =>
  unwrap<null>(api.post(ApiPath.twoFactorDisable, body));
