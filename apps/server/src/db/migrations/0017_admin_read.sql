-- The back office's searches and lists (docs/decisions/013-operators-and-admin-api.md; console: Traders,
-- Accounts, Orders, Overview). Searches match the beginning of an e-mail or a name, or an exact login, platform
-- id or order number, so plain b-tree indexes serve them (text_pattern_ops for LIKE 'x%').
create index users_email_prefix on users (lower(email) text_pattern_ops);
create index users_first_name_prefix on users (lower(first_name) text_pattern_ops);
create index users_last_name_prefix on users (lower(last_name) text_pattern_ops);
create index users_brand_created on users (brand_id, created_at desc, id desc);
create index users_created on users (created_at desc, id desc);
create index trader_accounts_login on trader_accounts (login);
create index trader_accounts_platform_account on trader_accounts (platform_account_id);
create index trader_accounts_brand_created on trader_accounts (brand_id, created_at desc, id desc);
create index trader_accounts_created on trader_accounts (created_at desc, id desc);
create index trader_accounts_package on trader_accounts (package_id);
create index trader_accounts_status on trader_accounts (status);
create index orders_brand_created on orders (brand_id, created_at desc, id desc);
create index orders_created on orders (created_at desc, id desc);
create index orders_paid on orders (paid_at) where paid_at is not null;
create index orders_discount_code on orders (lower(discount_code)) where discount_code is not null;
create index outgoing_mail_to on outgoing_mail (lower(to_address), created_at desc);
create index payment_events_payment on payment_events (payment_id);
