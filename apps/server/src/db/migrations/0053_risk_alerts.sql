-- Which operator was told of which risk case, and when: an operator gets at most one digest an hour, so a case may
-- reach one of its brand's operators now and another at their next digest; the case is alerted once all were told.
create table risk_case_alerts (
  case_id uuid not null references risk_cases(id) on delete cascade,
  operator_id uuid not null references operators(id) on delete cascade,
  sent_at timestamptz not null,
  primary key (case_id, operator_id)
);
-- An operator's last digest: the hourly limit's lookup.
create index risk_case_alerts_operator on risk_case_alerts (operator_id, sent_at desc);
-- The alerts' lookup: the cases not alerted yet (few, among many decided or alerted ones).
create index risk_cases_to_alert on risk_cases (brand_id) where alerted_at is null and status = 'open';
