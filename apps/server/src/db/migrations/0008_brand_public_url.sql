-- The address a brand's traders use (issue "Security and availability defects", item 5): absolute links in
-- e-mails, checkout return addresses and platform links are built from it, never from the request's Host.
-- Only scheme://host[:port]: no path, user info, query or fragment. Null: http://<first host>:<PORT>
-- (brand-origin.ts), for development machines.
alter table brands add column public_url text
  check (public_url ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' or public_url ~ '^https?://\[[0-9a-f:.]+\](:[0-9]{1,5})?$');
