-- Detection at scale, continued (docs/risk.md "How detection runs live").

-- The accounts whose positions a batch changed since their hedging and strategies were last scored. A batch adds
-- them in its transaction (with the feed rows it takes); the pass's last step takes them and scores each once, on
-- its whole 30 days, so a burst of batches reads an account's month once rather than once a batch. Taking a row is
-- the marker, as for the feed: a crash undoes the batch that took it, and the next pass scores the account.
create table risk_rescore (
  account_id uuid primary key,
  brand_id uuid not null,
  user_id uuid not null
);

-- Every read of pairs by their second account is of flagged pairs (a pair's accounts rescored, a ring's walk), which
-- the partial indexes of migration 0067 serve; the index of all pairs by second account only cost each new pair
-- (thousands a batch in a crowd) one more entry.
drop index risk_copy_pairs_second;
