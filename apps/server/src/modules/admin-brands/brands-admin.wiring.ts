import type { Db } from '../../db/client.ts';
import type { OutgoingPolicy } from '../../lib/outgoing-requests.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { Audit } from '../operators/audit.ts';
import { createBrandsAdminRepository } from './brands-admin.repository.ts';
import { createBrandsAdminService } from './brands-admin.service.ts';

/** The back office's brands service (services.ts keeps to one line for it). */
export function createBrandsAdmin(deps: {
  db: Db;
  brandsService: BrandsService;
  audit: Audit;
  outgoingPolicy: OutgoingPolicy;
}) {
  return {
    brandsAdminService: createBrandsAdminService({ ...deps, brandsAdminRepository: createBrandsAdminRepository() }),
  };
}
