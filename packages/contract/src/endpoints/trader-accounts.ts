import { z } from 'zod';
import { ApiPath } from '../paths.ts';
import * as traderAccountsSchemas from '../schemas/trader-accounts.ts';
import { textSchema } from '../schemas/fields.ts';
import { accountIdParamsSchema, freeRetryEnvelope, secondChanceOfferEnvelope } from '../schemas/second-chance.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const traderAccountsEndpoints = {
  traderAccounts: endpoint('GET', ApiPath.traderAccounts, "The trader's trading accounts", { response: traderAccountsSchemas.traderAccountsEnvelope }),
  loginCredentials: endpoint('GET', ApiPath.loginCredentials, 'Login, password, server and platform account id of one account (-50 when not the trader’s)', { querystring: traderAccountsSchemas.loginCredentialsQuerySchema, response: traderAccountsSchemas.loginCredentialsEnvelope }),
  platformCredentials: endpoint('GET', ApiPath.platformCredentials, 'Per platform, where to trade', { response: traderAccountsSchemas.platformCredentialsEnvelope }),
  platformRedirectUrl: endpoint('GET', ApiPath.platformRedirectUrl, 'A short-lived sign-in address on the platform’s web terminal', { params: z.object({ id: textSchema().max(64) }), response: traderAccountsSchemas.platformRedirectEnvelope }),
  secondChance: endpoint('GET', ApiPath.secondChance, 'What an ended account offers: a free retry, a paid reset with its price, or why not (-50 when not the trader’s)', { params: accountIdParamsSchema, response: secondChanceOfferEnvelope }),
  freeRetry: endpoint('POST', ApiPath.freeRetry, 'Take the free retry: a fresh account in the same phase with the same rules (-200 with the reason when not offered)', { params: accountIdParamsSchema, response: freeRetryEnvelope }),
};
