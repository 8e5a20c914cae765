import { SITE_VERSION } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { httpPostbackClient, type PostbackClient } from '../../integrations/affiliate/postback-client.ts';
import type { OutgoingHttp } from '../../lib/outgoing-requests.ts';
import type { AppModule } from '../module.ts';
import { createAffiliatePostbacksRepository } from './affiliate-postbacks.repository.ts';
import { createAffiliatePostbacksService } from './affiliate-postbacks.service.ts';
import { createPostbackDispatcher } from './postback-dispatcher.ts';

/** The affiliate networks told of a paid order (docs/decisions/023): queued with the payment, sent with retries. */
export function createAffiliateModule(deps: {
  db: Db;
  log: FastifyBaseLogger;
  outgoingHttp: OutgoingHttp;
  /** the networks' postback endpoints (default: a real HTTP GET through the outgoing guard) */
  postbackClient?: PostbackClient | undefined;
}) {
  const repository = createAffiliatePostbacksRepository();
  const postbackDispatcher = createPostbackDispatcher({
    db: deps.db,
    repository,
    client:
      deps.postbackClient ?? httpPostbackClient(deps.outgoingHttp, `prop-portal/${SITE_VERSION} (affiliate postback)`),
    log: deps.log,
  });
  return {
    services: {
      postbackDispatcher,
      affiliatePostbacks: createAffiliatePostbacksService({ repository, kick: () => postbackDispatcher.kick() }),
    },
    routes: [],
    jobs: [postbackDispatcher],
  } satisfies AppModule<unknown>;
}
export type AffiliateModule = ReturnType<typeof createAffiliateModule>;
