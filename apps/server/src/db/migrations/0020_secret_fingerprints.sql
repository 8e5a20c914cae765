-- Several instances on one database must share the server secret (README "Running several instances"): tokens,
-- signatures and sealed platform passwords made by one must be read by the others. Each secret's one-way
-- fingerprint (an HMAC keyed by the secret itself; it reveals nothing of it) is recorded by the first instance
-- that starts; an instance whose secret differs refuses to start instead of failing requests at random.
create table secret_fingerprints (
  name text primary key,
  fingerprint text not null,
  recorded_at timestamptz not null default now()
);
