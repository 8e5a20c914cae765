import { ApiPath } from '../paths.ts';
import { adminIdParamsSchema } from '../schemas/admin-paging.ts';
import * as adminRisk from '../schemas/admin-risk.ts';
import { endpoint } from './endpoint.ts';

// One endpoint a line: the table reads down its columns.
// prettier-ignore
export const adminRiskEndpoints = {
  riskCases: endpoint('GET', ApiPath.adminRiskCases, 'Risk cases, highest score first (open by default), by brand, signal, status and score', { querystring: adminRisk.adminRiskCasesQuerySchema, response: adminRisk.adminRiskCasesPageEnvelope }),
  riskCase: endpoint('GET', ApiPath.adminRiskCase, 'A risk case with its evidence: each pair of accounts’ matched or opposite trades, strategy findings, shared addresses and destinations, decisions', { params: adminIdParamsSchema, response: adminRisk.riskCaseEnvelope }),
  riskDecide: endpoint('POST', ApiPath.adminRiskDecide, 'Decide a case: watch, clear, or confirm (its accounts blocked, their open payouts rejected with the reason); audited', { params: adminIdParamsSchema, body: adminRisk.adminRiskDecisionRequestSchema, response: adminRisk.riskCaseEnvelope }),
  riskCompare: endpoint('GET', ApiPath.adminRiskCompare, 'What ties any two accounts: matched trades, opposite positions, shared marks', { querystring: adminRisk.adminRiskCompareQuerySchema, response: adminRisk.riskPairEvidenceEnvelope }),
  riskSummary: endpoint('GET', ApiPath.adminRiskSummary, "Open cases at or above their brand's threshold (the console's badge)", { response: adminRisk.riskSummaryEnvelope }),
  riskSettings: endpoint('GET', ApiPath.adminRiskSettings, "A brand's risk threshold and every detection parameter, each with its value and its default", { params: adminIdParamsSchema, response: adminRisk.adminRiskSettingsEnvelope }),
  updateRiskSettings: endpoint('POST', ApiPath.adminRiskSettings, "Replace a brand's risk threshold and parameter overrides (left out: the default); the next detection pass uses them (400/-200 naming a parameter out of its range); audited", { params: adminIdParamsSchema, body: adminRisk.adminRiskSettingsUpdateRequestSchema, response: adminRisk.adminRiskSettingsEnvelope }),
};
