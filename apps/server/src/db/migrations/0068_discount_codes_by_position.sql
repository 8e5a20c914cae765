-- A brand's discount codes read by position in the console, newest first (decision 084, "The trader's lists"): a
-- page is one range of this index and the bounded count reads at most 10,001 entries of it. The (brand_id, code)
-- unique index keeps serving a code typed at checkout.
create index discount_codes_brand_newest on discount_codes (brand_id, created_at desc, id desc);
