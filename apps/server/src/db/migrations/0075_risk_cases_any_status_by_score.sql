-- The risk desk's case list with every status ("any"), highest score first: without an index that starts at the
-- score, each page sorted all of the scope's cases (100 ms at 100,000 cases); with one it reads a page of entries,
-- as the lists by status do.
create index if not exists risk_cases_any_by_score on risk_cases (score desc, id desc);
create index if not exists risk_cases_brand_any_by_score on risk_cases (brand_id, score desc, id desc);
