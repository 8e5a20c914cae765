-- The console's lists read by position (keyset pagination, decision 084): each filter an operator uses gets an
-- index that ends on the list's order (created_at or at, then id, newest first), so a page is one index range and
-- the bounded count reads at most 10,001 entries of it. A substring of an e-mail is found through trigrams.
-- The extension lives in `public` whatever schema the portal's tables are in (a database holds it once; a test or a
-- deployment in a schema of its own finds it there), so its operator class is named with its schema.
create extension if not exists pg_trgm with schema public;

create index users_email_trgm on users using gin (lower(email) public.gin_trgm_ops);

create index orders_status_created on orders (status, created_at desc, id desc);
create index orders_brand_status_created on orders (brand_id, status, created_at desc, id desc);
create index orders_code_created on orders (lower(discount_code), created_at desc, id desc)
  where discount_code is not null;

create index trader_accounts_status_created on trader_accounts (status, created_at desc, id desc);
create index trader_accounts_package_created on trader_accounts (package_id, created_at desc, id desc);
create index trader_accounts_phase_created on trader_accounts (is_funded, stage, created_at desc, id desc);
create index trader_accounts_owner_created on trader_accounts (user_id, created_at desc, id desc);
drop index trader_accounts_owner;
drop index trader_accounts_status;
drop index trader_accounts_package;

create index audit_log_brand_at on audit_log (brand_id, at desc, id desc);
drop index audit_log_brand;
create index audit_log_action_at on audit_log (action, at desc, id desc);
create index audit_log_actor_at on audit_log (actor_id, at desc, id desc);
create index audit_log_target_at on audit_log (target_type, target_id, at desc, id desc);
drop index audit_log_target;
