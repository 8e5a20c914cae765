-- A brand's languages are an ordered map: the web's language menu lists them in the firm's order and picks
-- the first configured one when English is not offered (SPEC §4 Language choice). jsonb re-sorts object keys,
-- json keeps them as written.
alter table brands alter column languages type json using languages::json;
