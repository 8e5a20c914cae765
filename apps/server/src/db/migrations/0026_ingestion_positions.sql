-- Ingestion in batches (docs/decisions/021-ingestion-and-live-push.md).
-- Per position: the volume opened and closed over every stored deal (in 1e-8 lots), how many openings, and its
-- first opening (time, side, price). Kept by ingestion in the batch's transaction, one multi-row upsert per batch,
-- so a batch checks "closed more than opened" and fills its closed trades' openings from a primary-key lookup
-- instead of summing the account's events.
create table account_positions (
  account_id uuid not null references trader_accounts(id) on delete cascade,
  position_id text not null,
  opened_units bigint not null default 0,
  closed_units bigint not null default 0,
  openings integer not null default 0,
  open_time timestamptz,
  open_side text check (open_side in ('buy', 'sell')),
  open_price double precision,
  primary key (account_id, position_id)
);

insert into account_positions (account_id, position_id, opened_units, closed_units, openings, open_time, open_side,
       open_price)
select account_id, position_id,
       coalesce(sum(round((payload->>'volume')::numeric * 100000000)) filter (where type = 'dealOpened'), 0),
       coalesce(sum(round((payload->>'volume')::numeric * 100000000)) filter (where type = 'dealClosed'), 0),
       count(*) filter (where type = 'dealOpened'),
       (array_agg(time order by time, id) filter (where type = 'dealOpened'))[1],
       (array_agg(payload->>'side' order by time, id) filter (where type = 'dealOpened'))[1],
       (array_agg((payload->>'price')::float8 order by time, id) filter (where type = 'dealOpened'))[1]
  from account_events
 where position_id is not null
 group by account_id, position_id;

-- The orders list's total without counting a trader's orders each time: one row per trader and status, kept by a
-- trigger (orders are few and written rarely; the list is read often).
create table order_counts (
  brand_id uuid not null,
  user_id uuid not null,
  status smallint not null,
  n integer not null,
  primary key (brand_id, user_id, status)
);

insert into order_counts (brand_id, user_id, status, n)
select brand_id, user_id, status, count(*) from orders group by brand_id, user_id, status;

create function order_counts_keep() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update order_counts set n = n - 1
     where brand_id = old.brand_id and user_id = old.user_id and status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_counts as c (brand_id, user_id, status, n) values (new.brand_id, new.user_id, new.status, 1)
    on conflict (brand_id, user_id, status) do update set n = c.n + 1;
  end if;
  return null;
end
$$;

create trigger order_counts_keep after insert or delete or update of brand_id, user_id, status on orders
  for each row execute function order_counts_keep();
