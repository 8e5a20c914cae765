import { ApiPath } from '../paths.ts';
import { accountImportEnvelope, accountImportRequestSchema } from '../schemas/account-import.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminAccountImportEndpoints = {
  traderAccountImport: endpoint('POST', ApiPath.adminTraderAccountImport, "Import a trader's account from another platform, opened at its real start (its past deals follow)", { body: accountImportRequestSchema, response: accountImportEnvelope }),
};
