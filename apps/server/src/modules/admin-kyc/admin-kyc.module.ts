import type { Db } from '../../db/client.ts';
import type { Audit } from '../admin-operators/audit.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { KycMailer } from '../kyc/kyc-mailer.ts';
import type { KycRepository } from '../kyc/kyc.repository.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import { consoleModule } from '../module.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import { adminKycRoutes } from './admin-kyc.routes.ts';
import { createAdminKycService } from './admin-kyc.service.ts';

/** The console's identity and contract queues: the cases, their documents, the firm's decisions. */
export function createAdminKycModule(deps: {
  db: Db;
  audit: Audit;
  kycRepository: KycRepository;
  kycService: KycService;
  mailer: KycMailer;
  traderAccountsService: TraderAccountsService;
  brandsService: BrandsService;
}) {
  const adminKycService = createAdminKycService(deps);
  return consoleModule({ adminKycService }, [adminKycRoutes({ adminKycService })]);
}
export type AdminKycModule = ReturnType<typeof createAdminKycModule>;
