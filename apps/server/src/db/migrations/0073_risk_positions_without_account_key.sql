-- Detection inserts a crowd's positions by the thousand a batch, and the foreign key to trader_accounts checked each
-- row again (its trigger: 14–16 ms a 1,000 positions, about two fifths of the insert; decision 090). The insert
-- keeps only positions of accounts that exist (`where exists`, insertOpenings in risk-detection.repository.ts), and
-- the portal never deletes an account (a trader's accounts end in a status, they are not removed), so the key's
-- cascade never ran: a future erasure of a trader deletes their risk rows with the rest of what they left.
alter table risk_positions drop constraint risk_positions_account_id_fkey;
