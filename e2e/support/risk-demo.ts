/**
 * The risk desk demo's people, logins and the waiting payout (docs/risk.md "The demo"): a copy ring of three Northwind
 * traders and one trader's hedged pair of accounts, seeded with the demo activity on the e2e server's first start.
 * The seed's own data, so a spec names exactly who was seeded.
 */
export {
  HEDGER,
  RING,
  RING_DOUBLER,
  RING_HALVER,
  RING_LEADER,
  RISK_DEMO_BRAND_CODE,
  RISK_DEMO_TRADERS,
} from '../../apps/server/src/seed/risk-demo-traders.ts';
