import { contractFieldSchema, type ContractField } from '@portal/contract';

/**
 * The fields of the personal data a contract lacks (empty or blank), in the order the form shows them: the trader
 * is told to complete them in Personal Information (KYC info `contractIncomplete`, -7) before it is generated.
 */
export const missingContractFacts = (p: Record<ContractField, string | null>): ContractField[] =>
  contractFieldSchema.options.filter((f) => !p[f]?.trim());
