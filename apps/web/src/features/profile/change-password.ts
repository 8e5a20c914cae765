import { ApiPath, type ChangePasswordRequest } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** Changes the password (the server ends the other sessions); -4 wrong old password, -22 used before, -800. */
export const changePassword = (body: ChangePasswordRequest) => unwrap<null>(api.post(ApiPath.changePassword, body));
