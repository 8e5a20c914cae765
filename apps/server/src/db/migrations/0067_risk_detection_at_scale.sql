-- Detection at scale (docs/risk.md "How detection runs live", decision 083).

-- Hedging and strategies read a trader's positions held in the last 30 days or still open. Keyed by the trader
-- alone, the read went through the trader's whole history and filtered it; keyed by the trader and when the
-- position stopped being held (never, while it is open), it is one index range a trader.
create index risk_positions_user_held on risk_positions (user_id, (coalesce(closed_at, 'infinity'::timestamptz)));
drop index risk_positions_user;

-- A pair's row is rewritten with each batch that matches it, and most rewrites change no indexed column (its last
-- match moves only by the day): room on each page lets the new version stay there (a HOT update) instead of
-- adding an entry to each of the table's indexes.
alter table risk_copy_pairs set (fillfactor = 80);

-- A batch reads the rings of the flagged pairs it scored by walking flagged pairs from account to account, and the
-- flagged pairs of the accounts that opened more: an account of a busy brand is in hundreds of unflagged pairs, so
-- each step looks only among the flagged ones.
create index risk_copy_pairs_flagged_first on risk_copy_pairs (first_account) where flagged;
create index risk_copy_pairs_flagged_second on risk_copy_pairs (second_account) where flagged;
