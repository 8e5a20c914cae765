-- Each user's theme (docs/decisions/081-dark-theme.md): the device's preference by default, or always light or dark.
-- Kept on the trader's row and on the operator's, so it follows them to a new device and through a sign-in.
alter table users add column theme text not null default 'system' check (theme in ('system', 'light', 'dark'));
alter table operators add column theme text not null default 'system' check (theme in ('system', 'light', 'dark'));
