-- The sender's display name (the brand's), so a trader sees "Northwind Funded <no-reply@…>".
alter table outgoing_mail add column from_name text;
