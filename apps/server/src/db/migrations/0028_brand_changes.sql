-- Each instance caches brands by host (brands.service.ts) until the database announces a change (migration 0025's
-- notifications on brands and brand_hosts). A console change of a brand also bumps this one counter in the change's
-- transaction, so a change kept in another table (a logo, a stylesheet) is announced the same way: a firm's change
-- reaches the next page load on every instance, not only on the one that saved it.
create table brand_changes (
  id smallint primary key check (id = 1),
  version bigint not null
);
insert into brand_changes (id, version) values (1, 0);

create trigger brand_changes_notify_change after insert or update or delete on brand_changes
  for each statement execute function portal_notify_brand_change();
