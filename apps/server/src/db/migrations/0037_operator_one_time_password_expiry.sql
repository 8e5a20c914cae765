-- An operator's one-time password expires (docs/decisions/039-small-auth-gaps.md, ASVS V6.4.1): SignIn refuses it
-- (-1) from this time on. Null once the operator has chosen a password (must_change_password false).
alter table operators add column password_expires_at timestamptz;
-- One-time passwords handed out before this migration get the full 72 hours from the upgrade, not from their
-- unknown issue time: none is cut short without warning.
update operators set password_expires_at = now() + interval '72 hours' where must_change_password;
