import { ApiPath, type PersonalData, type PersonalDataUpdate } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** Saves the personal data; -7 carries data.fields ({ field: message key }), -11 a disabled country. */
export const saveProfile = (body: PersonalDataUpdate) => unwrap<PersonalData>(api.post(ApiPath.personalData, body));
