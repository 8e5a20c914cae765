-- A challenge's last phase, passed while verification was needed (10-12), moves to passed (4-6) when its funded
-- account is released (the firm approves its contract: kyc.repository.ts releaseAccount). Releases made before
-- did not move it, so the phase still read "verification needed": those of a funded account whose contract was
-- approved (status 2) move now. The phase is the stage before the funded one, of the same order or import.
update trader_accounts p set status = p.status - 6, updated_at = now()
  from trader_accounts f
 where f.is_funded and p.id <> f.id and p.stage = f.stage - 1 and p.status between 10 and 12
   and (p.order_id = f.order_id or p.import_id = f.import_id)
   and exists (select 1 from kyc_contracts k where k.account_id = f.id and k.status = 2);
