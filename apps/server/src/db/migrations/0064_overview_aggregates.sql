-- The console's overview from kept aggregates (docs/decisions/087-firm-numbers.md): per brand and UTC day (and
-- currency, package, code where a figure is split by them), kept by triggers in the writing transaction, as
-- order_counts is. Orders, sign-ups, account outcomes and payouts are written a few times in their lives, so one
-- counter row more per write costs little; the overview then reads at most a row per day and key, never the
-- orders, accounts or payouts themselves. Equity moves on every price tick, so the funded accounts' equity is not
-- kept here but refreshed by a job (overview_funded_equity).

-- Paid orders per day of payment and package: how many, what they brought, what discounts gave.
create table overview_sales (
  brand_id uuid not null,
  day date not null,
  currency text not null,
  package_id uuid not null,
  orders integer not null default 0,
  revenue bigint not null default 0,
  discount bigint not null default 0,
  primary key (brand_id, day, currency, package_id)
);

-- The same per discount code (upper case: the orders list finds a code whatever its case; '' without one), apart
-- from the packages so that neither multiplies the other's rows.
create table overview_sales_codes (
  brand_id uuid not null,
  day date not null,
  currency text not null,
  code text not null,
  orders integer not null default 0,
  revenue bigint not null default 0,
  discount bigint not null default 0,
  primary key (brand_id, day, currency, code)
);

-- Payments given back per day of the refund.
create table overview_refunds (
  brand_id uuid not null,
  day date not null,
  currency text not null,
  n integer not null default 0,
  amount bigint not null default 0,
  primary key (brand_id, day, currency)
);

-- The funnel's steps per day: signUp (a trader registered), buyer (a trader's first paid order), phase1Passed,
-- funded (a funded account started), firstPayout (a trader's first paid payout).
create table overview_funnel (
  brand_id uuid not null,
  day date not null,
  step text not null,
  n integer not null default 0,
  primary key (brand_id, day, step)
);

-- Payouts per day of each decision: requested (requested_at), approved (approved_at), paid (paid_at).
create table overview_payouts (
  brand_id uuid not null,
  day date not null,
  currency text not null,
  event text not null,
  n integer not null default 0,
  amount bigint not null default 0,
  primary key (brand_id, day, currency, event)
);

-- Payouts now, per status: the pending ones are what the firm owes.
create table overview_payout_status (
  brand_id uuid not null,
  status smallint not null,
  currency text not null,
  n integer not null default 0,
  amount bigint not null default 0,
  primary key (brand_id, status, currency)
);

-- Accounts now, per package, stage and status: pass and breach rates, accounts trading.
create table overview_accounts (
  brand_id uuid not null,
  package_id uuid not null,
  stage smallint not null,
  is_funded boolean not null,
  status smallint not null,
  n integer not null default 0,
  primary key (brand_id, package_id, stage, is_funded, status)
);

-- Accounts that ended (passed or failed) per day: the rule that failed them, the days they lasted.
create table overview_account_ends (
  brand_id uuid not null,
  day date not null,
  package_id uuid not null,
  stage smallint not null,
  is_funded boolean not null,
  outcome text not null check (outcome in ('passed', 'failed')),
  -- the engine's broken rule ('' for a pass, 'unknown' for a failure without one)
  rule text not null,
  n integer not null default 0,
  days bigint not null default 0,
  primary key (brand_id, day, package_id, stage, is_funded, outcome, rule)
);

-- Funded accounts still trading, per currency: their count and equity, as of the job's last pass.
create table overview_funded_equity (
  brand_id uuid not null,
  currency text not null,
  accounts integer not null,
  equity bigint not null,
  balance bigint not null,
  refreshed_at timestamptz not null,
  primary key (brand_id, currency)
);

create function overview_day(t timestamptz) returns date language sql immutable as $$
  select (t at time zone 'UTC')::date
$$;

create function overview_funnel_bump(b uuid, d date, s text, k integer) returns void language sql as $$
  insert into overview_funnel as f (brand_id, day, step, n) values (b, d, s, k)
  on conflict (brand_id, day, step) do update set n = f.n + k
$$;

-- Orders: a paid order counts on its day of payment; a trader's first paid order makes a buyer.
create function overview_orders_keep() returns trigger language plpgsql as $$
begin
  -- an update that sets the columns to what they were (the repository writes them all) changes no figure
  if tg_op = 'UPDATE' and (old.status, old.paid_at, old.total, old.discount, old.brand_id, old.package_id, old.currency,
      old.discount_code) is not distinct from (new.status, new.paid_at, new.total, new.discount, new.brand_id,
      new.package_id, new.currency, new.discount_code) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.status = 0 and old.paid_at is not null then
    update overview_sales set orders = orders - 1, revenue = revenue - old.total, discount = discount - old.discount
     where brand_id = old.brand_id and day = overview_day(old.paid_at) and currency = old.currency
       and package_id = old.package_id;
    update overview_sales_codes
       set orders = orders - 1, revenue = revenue - old.total, discount = discount - old.discount
     where brand_id = old.brand_id and day = overview_day(old.paid_at) and currency = old.currency
       and code = upper(coalesce(old.discount_code, ''));
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 0 and new.paid_at is not null then
    insert into overview_sales as s (brand_id, day, currency, package_id, orders, revenue, discount)
    values (new.brand_id, overview_day(new.paid_at), new.currency, new.package_id, 1, new.total, new.discount)
    on conflict (brand_id, day, currency, package_id) do update
      set orders = s.orders + 1, revenue = s.revenue + excluded.revenue, discount = s.discount + excluded.discount;
    insert into overview_sales_codes as s (brand_id, day, currency, code, orders, revenue, discount)
    values (new.brand_id, overview_day(new.paid_at), new.currency, upper(coalesce(new.discount_code, '')), 1,
            new.total, new.discount)
    on conflict (brand_id, day, currency, code) do update
      set orders = s.orders + 1, revenue = s.revenue + excluded.revenue, discount = s.discount + excluded.discount;
    if (tg_op = 'INSERT' or old.status <> 0 or old.paid_at is null)
       and not exists (select 1 from orders o where o.user_id = new.user_id and o.status = 0 and o.id <> new.id) then
      perform overview_funnel_bump(new.brand_id, overview_day(new.paid_at), 'buyer', 1);
    end if;
  end if;
  return null;
end
$$;
create trigger overview_orders_keep after insert or delete or update of status, paid_at, total, discount, brand_id,
  package_id, currency, discount_code on orders for each row execute function overview_orders_keep();

-- Payments: a refund counts on the day it was confirmed, in its order's brand.
create function overview_refunds_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.refunded_at is not null and old.refunded_at is null then
    insert into overview_refunds as r (brand_id, day, currency, n, amount)
    select o.brand_id, overview_day(new.refunded_at), new.currency, 1, new.amount from orders o where o.id = new.order_id
    on conflict (brand_id, day, currency) do update set n = r.n + 1, amount = r.amount + excluded.amount;
  end if;
  return null;
end
$$;
create trigger overview_refunds_keep after update of refunded_at on payments
  for each row execute function overview_refunds_keep();

create function overview_users_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform overview_funnel_bump(old.brand_id, overview_day(old.created_at), 'signUp', -1);
  else
    perform overview_funnel_bump(new.brand_id, overview_day(new.created_at), 'signUp', 1);
  end if;
  return null;
end
$$;
create trigger overview_users_keep after insert or delete on users
  for each row execute function overview_users_keep();

-- Accounts: the count per status now; a status that ends the phase (passed 4-6, 10-12; failed 14, 19) records
-- the end with its rule and days; phase 1 passed and a funded start are funnel steps.
create function overview_accounts_keep() returns trigger language plpgsql as $$
declare
  ended text;
  was_ended boolean := false;
begin
  if tg_op = 'UPDATE' and (old.status, old.stage, old.is_funded, old.package_id, old.brand_id)
      is not distinct from (new.status, new.stage, new.is_funded, new.package_id, new.brand_id) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update overview_accounts set n = n - 1
     where brand_id = old.brand_id and package_id = old.package_id and stage = old.stage
       and is_funded = old.is_funded and status = old.status;
    was_ended := old.status in (4, 5, 6, 10, 11, 12, 14, 19);
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  insert into overview_accounts as a (brand_id, package_id, stage, is_funded, status, n)
  values (new.brand_id, new.package_id, new.stage, new.is_funded, new.status, 1)
  on conflict (brand_id, package_id, stage, is_funded, status) do update set n = a.n + 1;
  ended := case when new.status in (4, 5, 6, 10, 11, 12) then 'passed' when new.status in (14, 19) then 'failed' end;
  if ended is not null and not was_ended then
    insert into overview_account_ends as e (brand_id, day, package_id, stage, is_funded, outcome, rule, n, days)
    values (new.brand_id, overview_day(now()), new.package_id, new.stage, new.is_funded, ended,
            case when ended = 'passed' then ''
                 else coalesce((select v.state->'verdict'->>'rule' from account_evaluations v
                                 where v.account_id = new.id), 'unknown') end,
            1, greatest(0, overview_day(now()) - overview_day(new.created_at)))
    on conflict (brand_id, day, package_id, stage, is_funded, outcome, rule) do update
      set n = e.n + 1, days = e.days + excluded.days;
    if ended = 'passed' and new.stage = 1 and not new.is_funded then
      perform overview_funnel_bump(new.brand_id, overview_day(now()), 'phase1Passed', 1);
    end if;
  end if;
  if new.is_funded and (tg_op = 'INSERT' or not old.is_funded) then
    perform overview_funnel_bump(new.brand_id, overview_day(new.created_at), 'funded', 1);
  end if;
  return null;
end
$$;
create trigger overview_accounts_keep after insert or delete or update of status, stage, is_funded, package_id,
  brand_id on trader_accounts for each row execute function overview_accounts_keep();

-- Payouts: each decision on its day, the count per status now, and a trader's first paid payout.
create function overview_payouts_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (old.status, old.approved_at, old.paid_at) is not distinct from
      (new.status, new.approved_at, new.paid_at) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update overview_payout_status set n = n - 1, amount = amount - old.amount
     where brand_id = old.brand_id and status = old.status and currency = old.currency;
  end if;
  if tg_op = 'DELETE' then
    return null;
  end if;
  insert into overview_payout_status as p (brand_id, status, currency, n, amount)
  values (new.brand_id, new.status, new.currency, 1, new.amount)
  on conflict (brand_id, status, currency) do update set n = p.n + 1, amount = p.amount + excluded.amount;
  if tg_op = 'INSERT' then
    insert into overview_payouts as p (brand_id, day, currency, event, n, amount)
    values (new.brand_id, overview_day(new.requested_at), new.currency, 'requested', 1, new.amount)
    on conflict (brand_id, day, currency, event) do update set n = p.n + 1, amount = p.amount + excluded.amount;
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    insert into overview_payouts as p (brand_id, day, currency, event, n, amount)
    values (new.brand_id, overview_day(new.approved_at), new.currency, 'approved', 1, new.amount)
    on conflict (brand_id, day, currency, event) do update set n = p.n + 1, amount = p.amount + excluded.amount;
  end if;
  if new.status = 2 and new.paid_at is not null and (tg_op = 'INSERT' or old.status <> 2) then
    insert into overview_payouts as p (brand_id, day, currency, event, n, amount)
    values (new.brand_id, overview_day(new.paid_at), new.currency, 'paid', 1, new.amount)
    on conflict (brand_id, day, currency, event) do update set n = p.n + 1, amount = p.amount + excluded.amount;
    if not exists (select 1 from payouts x where x.user_id = new.user_id and x.status = 2 and x.id <> new.id) then
      perform overview_funnel_bump(new.brand_id, overview_day(new.paid_at), 'firstPayout', 1);
    end if;
  end if;
  return null;
end
$$;
create trigger overview_payouts_keep after insert or delete or update of status, approved_at, paid_at on payouts
  for each row execute function overview_payouts_keep();

-- The backfill: what the triggers would have kept had they always run (ends before today count on the day of the
-- account's last change, the closest the rows keep).
insert into overview_sales (brand_id, day, currency, package_id, orders, revenue, discount)
select brand_id, overview_day(paid_at), currency, package_id, count(*), sum(total), sum(discount)
  from orders where status = 0 and paid_at is not null group by 1, 2, 3, 4;

insert into overview_sales_codes (brand_id, day, currency, code, orders, revenue, discount)
select brand_id, overview_day(paid_at), currency, upper(coalesce(discount_code, '')), count(*), sum(total),
       sum(discount)
  from orders where status = 0 and paid_at is not null group by 1, 2, 3, 4;

insert into overview_refunds (brand_id, day, currency, n, amount)
select o.brand_id, overview_day(p.refunded_at), p.currency, count(*), sum(p.amount)
  from payments p join orders o on o.id = p.order_id where p.refunded_at is not null group by 1, 2, 3;

insert into overview_funnel (brand_id, day, step, n)
select brand_id, overview_day(created_at), 'signUp', count(*) from users group by 1, 2
union all
select brand_id, day, 'buyer', count(*)
  from (select distinct on (user_id) brand_id, overview_day(paid_at) as day from orders
         where status = 0 and paid_at is not null order by user_id, paid_at, id) f group by 1, 2
union all
select brand_id, overview_day(updated_at), 'phase1Passed', count(*) from trader_accounts
 where stage = 1 and not is_funded and status in (4, 10) group by 1, 2
union all
select brand_id, overview_day(created_at), 'funded', count(*) from trader_accounts where is_funded group by 1, 2
union all
select brand_id, day, 'firstPayout', count(*)
  from (select distinct on (user_id) brand_id, overview_day(paid_at) as day from payouts
         where status = 2 and paid_at is not null order by user_id, paid_at, id) f group by 1, 2;

insert into overview_payouts (brand_id, day, currency, event, n, amount)
select brand_id, overview_day(requested_at), currency, 'requested', count(*), sum(amount) from payouts group by 1, 2, 3
union all
select brand_id, overview_day(approved_at), currency, 'approved', count(*), sum(amount) from payouts
 where approved_at is not null group by 1, 2, 3
union all
select brand_id, overview_day(paid_at), currency, 'paid', count(*), sum(amount) from payouts
 where status = 2 and paid_at is not null group by 1, 2, 3;

insert into overview_payout_status (brand_id, status, currency, n, amount)
select brand_id, status, currency, count(*), sum(amount) from payouts group by 1, 2, 3;

insert into overview_accounts (brand_id, package_id, stage, is_funded, status, n)
select brand_id, package_id, stage, is_funded, status, count(*) from trader_accounts group by 1, 2, 3, 4, 5;

insert into overview_account_ends (brand_id, day, package_id, stage, is_funded, outcome, rule, n, days)
select a.brand_id, overview_day(a.updated_at), a.package_id, a.stage, a.is_funded,
       case when a.status in (14, 19) then 'failed' else 'passed' end,
       case when a.status in (14, 19) then coalesce(v.state->'verdict'->>'rule', 'unknown') else '' end,
       count(*), sum(greatest(0, overview_day(a.updated_at) - overview_day(a.created_at)))
  from trader_accounts a left join account_evaluations v on v.account_id = a.id
 where a.status in (4, 5, 6, 10, 11, 12, 14, 19) group by 1, 2, 3, 4, 5, 6, 7;
