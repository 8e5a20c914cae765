-- The console's queues read by position too (decision 084, "Later"): each filter the payout queue, the risk cases,
-- the verification queues and the scaling reviews offer gets an index ending on the list's order, so a page is one
-- index range and the bounded count reads at most 10,001 entries of it.

-- Payouts: the pending ones (the queue's default) oldest first, all brands or one; by status otherwise.
create index payouts_pending_requested on payouts (requested_at, id) where status in (0, 1);
create index payouts_brand_pending_requested on payouts (brand_id, requested_at, id) where status in (0, 1);
create index payouts_status_requested on payouts (status, requested_at, id);
create index payouts_brand_status_requested on payouts (brand_id, status, requested_at, id);
drop index payouts_queue;

-- Risk cases: highest score first, the id descending with it (a row comparison needs both one way).
create index risk_cases_by_score_desc on risk_cases (status, score desc, id desc);
create index risk_cases_brand_by_score_desc on risk_cases (brand_id, status, score desc, id desc);
drop index risk_cases_by_score;
drop index risk_cases_brand_by_score;

-- Verification: cases oldest first, contracts by when they were signed (else made); every status or one.
create index kyc_cases_created on kyc_cases (created_at, id);
create index kyc_cases_status_created on kyc_cases (status, created_at, id);
create index kyc_cases_brand_status_created on kyc_cases (brand_id, status, created_at, id);
drop index kyc_cases_pending;
create index kyc_contracts_signed on kyc_contracts ((coalesce(signed_at, created_at)), id);
create index kyc_contracts_status_signed on kyc_contracts (status, (coalesce(signed_at, created_at)), id);
create index kyc_contracts_brand_status_signed on kyc_contracts (brand_id, status, (coalesce(signed_at, created_at)), id);
drop index kyc_contracts_review;

-- Scaling reviews: oldest first by decision, all brands or one.
create index scaling_reviews_decision_created on scaling_reviews (decision, created_at, id);
create index scaling_reviews_decision_brand_created on scaling_reviews (decision, brand_id, created_at, id);
drop index scaling_reviews_queue;

-- The funded accounts newest first: the phase index has the stage between is_funded and the time, so "funded"
-- (any stage) read it whole and sorted.
create index trader_accounts_funded_created on trader_accounts (created_at desc, id desc) where is_funded;
