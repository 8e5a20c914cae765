-- The console's audit log filters by an operator's e-mail (what an analyst knows of a colleague) as well as by an
-- actor's id: one index range per address, newest first, as the other filters read theirs.
create index if not exists audit_log_actor_email_at on audit_log (lower(actor_email), at desc, id desc);
