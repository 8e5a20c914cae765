-- The date of birth the identity step brings (the trader types it in the provider's SDK, as real providers read
-- it from the document): kept with the case, shown to the person who decides it, and written to the trader's
-- personal data when the identity is approved.
alter table kyc_cases add column date_of_birth date;
