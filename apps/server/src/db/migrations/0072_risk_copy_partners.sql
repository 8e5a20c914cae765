-- Signal 1 keeps a pair's matches only once the pair could be flagged (docs/risk.md "How detection runs live",
-- decision 090): until then each account's copy partners are counted in one bounded row of its own, so a crowd's
-- thousands of pairs of strangers cost a few hundred rows rewritten in place, not a new row in a large index each.

-- An account's partners with a count each, at most 64 (domain/risk/copy-partners.ts): every count is at least the
-- matches the account has with that partner, and a partner not kept has at most the smallest count kept. A partner
-- is kept by its key, the last 32 bits of its account id as an int4 (`partnerKey`): a row a third the size of one
-- of UUIDs, read and written for each account a batch matches.
create table if not exists risk_copy_partners (
  account_id uuid primary key references trader_accounts(id) on delete cascade,
  partners integer[] not null,
  counts integer[] not null
) with (fillfactor = 80);

-- Counted so far: the pairs' own matches, each account keeping its 64 partners with the most. (The statements below
-- may run again over pairs written since: the detection benchmark brings its generated pairs to this state so.)
insert into risk_copy_partners (account_id, partners, counts)
select account_id, array_agg(('x' || right(partner::text, 8))::bit(32)::int4 order by n desc, partner),
       array_agg(n order by n desc, partner)
  from (select account_id, partner, n, row_number() over (partition by account_id order by n desc, partner) as rank
          from (select first_account as account_id, second_account as partner, cardinality(log_ratios) as n
                  from risk_copy_pairs
                union all
                select second_account, first_account, cardinality(log_ratios) from risk_copy_pairs) counted
         where exists (select 1 from trader_accounts a where a.id = counted.account_id)) ranked
 where rank <= 64
 group by account_id
on conflict (account_id) do nothing;

-- A pair that was never flagged gets its row back, with every match of its accounts' positions, once it could be.
delete from risk_copy_pairs where not flagged;
