-- The sandbox terminal's one-time sign-in links are used up: each link's id (its JWT's jti) is recorded here on
-- first use by a conditional insert, so a second use fails on every server instance sharing the database. Rows
-- are only needed while a link could still verify; expired ones are cleared as new links are used.
create table sandbox_sign_in_uses (
  jti text primary key,
  expires_at timestamptz not null
);
create index sandbox_sign_in_uses_expiry on sandbox_sign_in_uses (expires_at);
