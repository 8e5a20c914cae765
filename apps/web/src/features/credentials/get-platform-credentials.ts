import { ApiPath, type PlatformCredentials } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getPlatformCredentials = () => unwrap<PlatformCredentials>(api.get(ApiPath.platformCredentials));
