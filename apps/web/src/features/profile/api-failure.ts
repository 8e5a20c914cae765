export { asApiError } from '@portal/ui/api/base-query.ts';
