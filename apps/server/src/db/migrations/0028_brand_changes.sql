-- Each instance caches brands by host for a while (brands.service.ts). A console change of a brand bumps this one
-- counter in the change's transaction; every instance compares it at most once a second and drops its cache when it
-- moved, so a firm's change reaches the next page load on every instance, not only on the one that saved it.
create table brand_changes (
  id smallint primary key check (id = 1),
  version bigint not null
);
insert into brand_changes (id, version) values (1, 0);
