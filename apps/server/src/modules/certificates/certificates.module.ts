import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { AppModule } from '../module.ts';
import { createBrandLook } from './brand-look.ts';
import { createCertificatesRepository } from './certificates.repository.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { createCertificatesService } from './certificates.service.ts';

/** The traders' certificates (docs/decisions/019-certificates.md), issued by the modules that earn them. */
export function createCertificatesModule(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  serverSecret: string;
  assetsDir: string;
  brandsService: BrandsService;
  sessionsService: SessionsService;
}) {
  const { brandsService } = deps;
  const certificatesService = createCertificatesService({
    db: deps.db,
    certificatesRepository: createCertificatesRepository(),
    clock: deps.clock,
    secret: derivedKey(deps.serverSecret, 'certificate-assets'),
    lookOf: createBrandLook({ assetsDir: deps.assetsDir, uploadedAsset: (id, kind) => brandsService.asset(id, kind) }),
    originOf: (brand) => brandsService.origin(brand),
    log: deps.log,
  });
  return {
    services: { certificatesService },
    routes: [certificatesRoutes({ certificatesService, sessionsService: deps.sessionsService })],
    jobs: [],
    close: () => certificatesService.close(),
  } satisfies AppModule<unknown>;
}
export type CertificatesModule = ReturnType<typeof createCertificatesModule>;
