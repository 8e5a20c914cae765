-- A rotated refresh token remembers, for a short grace window, the pair it was rotated into: a client's
-- concurrent refreshes of one token then all get that same pair instead of counting as reuse and ending the
-- session (docs/decisions/004-auth-tokens.md). The pair is kept sealed (AES-GCM under a key derived from the
-- server secret), never in plain text, and dropped once the window is over, the successor is used or the
-- session ends.
alter table refresh_tokens add column replaced_by uuid references refresh_tokens(id) on delete set null;
alter table refresh_tokens add column successor_sealed text;
create index refresh_tokens_sealed on refresh_tokens (used_at) where successor_sealed is not null;
