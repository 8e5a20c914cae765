-- A brand's identity-verification provider is chosen like its payment provider (Sumsub, Veriff or the sandbox).
alter table brand_providers drop constraint brand_providers_kind_check;
alter table brand_providers add constraint brand_providers_kind_check check (kind in ('payments', 'identity'));

-- Why a real provider turned a step down, as a code the trader's app translates (the text stays for the console).
alter table kyc_cases add column reason_code text;
