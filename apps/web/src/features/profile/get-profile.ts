import { ApiPath, type PersonalData } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getProfile = () => unwrap<PersonalData>(api.get(ApiPath.personalData));
