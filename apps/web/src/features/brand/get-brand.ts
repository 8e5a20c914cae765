import { ApiPath, type BrandConfig } from '@portal/contract';
import { publicApi } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

export const getBrand = () => unwrap<BrandConfig>(publicApi.get(ApiPath.brand));
