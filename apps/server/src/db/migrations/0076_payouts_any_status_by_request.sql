-- The payout queue with every status ("any", or a period of the overview's payouts), the longest waiting first:
-- without an index that starts at the request's time each page sorted every payout of the scope (550 ms at 200,000
-- payouts); with one it reads a page of entries, as the queue by status does.
create index if not exists payouts_requested on payouts (requested_at, id);
create index if not exists payouts_brand_requested on payouts (brand_id, requested_at, id);
