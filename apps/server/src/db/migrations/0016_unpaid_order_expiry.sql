-- An Unpaid order is cancelled at this time, giving its discount code's use back (an abandoned checkout never
-- reaches Declined or Cancelled by itself); set at creation and at each new checkout. Orders Unpaid before this
-- migration get an hour, so a checkout open right now is not cut short.
alter table orders add column unpaid_expires_at timestamptz;
update orders set unpaid_expires_at = now() + interval '1 hour' where status = 1;
create index orders_unpaid_due on orders (unpaid_expires_at) where status = 1;
