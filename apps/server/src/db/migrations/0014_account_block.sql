-- The status an account had before the firm blocked it (15-18), so an unblock can give it back.
alter table trader_accounts add column status_before_block integer;
