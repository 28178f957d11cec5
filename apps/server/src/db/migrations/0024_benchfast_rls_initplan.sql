-- Row-level security at the cost of one comparison per row (issue 14 item 8; docs/decisions/024-row-level-security.md).
-- The tenant policy of 0023 called current_setting, nullif and the text-to-uuid cast again for every row it filtered:
-- a page walking 1,000 index entries for its OFFSET paid them 1,000 times. The same condition with the setting read in
-- a scalar sub-select is planned as an InitPlan, evaluated once per statement; what a row is compared with, and when
-- it is read (at execution, in the statement's own settings), do not change. The policies keep their names and their
-- system_scope partner; ALTER POLICY changes them in place.
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_policy p
    JOIN pg_class c ON c.oid = p.polrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND p.polname = 'tenant_isolation'
  LOOP
    EXECUTE format($p$ALTER POLICY tenant_isolation ON %I
      USING (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid))
      WITH CHECK (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid))$p$, t.relname);
  END LOOP;
END $$;
