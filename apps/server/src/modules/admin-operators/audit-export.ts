import type { AuditEntry } from '@portal/contract';
import { fieldColumns, type CsvColumn } from '../../lib/csv.ts';

/**
 * The audit log's CSV columns: the entries' fields under their API names, the target's name beside its id, the
 * target before and after as the API's JSON, times in ISO 8601 UTC.
 */
export const AUDIT_COLUMNS: readonly CsvColumn<AuditEntry>[] = fieldColumns<AuditEntry>([
  'id',
  'at',
  'actorType',
  'actorId',
  'actorEmail',
  'actorRole',
  'ip',
  'action',
  'targetType',
  'targetId',
  'targetLabel',
  'brandId',
  'before',
  'after',
]);
