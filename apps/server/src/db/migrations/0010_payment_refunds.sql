-- One live checkout per order, and a refund for a payment the order did not need (docs/decisions/009).
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('created', 'processing', 'succeeded', 'failed', 'cancelled', 'error', 'refunded'));
-- when the provider confirmed this checkout can no longer be paid (a newer one replaced it, or the order was paid)
alter table payments add column expired_at timestamptz;
-- a success the order did not need is given back: why, when we asked the provider, its refund id, when it confirmed
alter table payments add column refund_reason text check (refund_reason in ('order_already_paid', 'checkout_expired'));
alter table payments add column refund_requested_at timestamptz;
alter table payments add column provider_refund_id text;
alter table payments add column refunded_at timestamptz;

alter table sandbox_payment_sessions drop constraint sandbox_payment_sessions_status_check;
alter table sandbox_payment_sessions add constraint sandbox_payment_sessions_status_check
  check (status in ('open', 'processing', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded'));
alter table sandbox_payment_sessions add column refund_id text;
