-- The eligibility checklist a payout request passed, as the trader's request saw it (docs/payouts.md
-- "Eligibility"): approving and paying run it again, and the console shows what changed since. Null for requests
-- made before it was kept.
alter table payouts add column request_checklist jsonb;
