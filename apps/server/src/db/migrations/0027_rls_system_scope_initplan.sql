-- The system-scope policy at the cost of one read per statement too (issue 14 item 8; docs/decisions/024-row-level-
-- security.md). 0024 put the tenant policy's setting in a scalar sub-select (an InitPlan, read once per statement);
-- its permissive partner, OR-ed with it, still called current_setting and coalesce for every row the tenant arm
-- rejects: every other unit's row a scan passes over (a sequential scan of car_types or device_keys in a database of
-- many units). In a sub-select it is a parameter a row tests, not a call: a count(*) over 200,000 rows of which 90 %
-- belong to other units ran 50–66 → 17–28 ms (docs/performance.md, session 18). Which rows pass, and when the setting
-- is read (at execution, in the statement's own settings), do not change; ALTER POLICY changes it in place.
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_policy p
    JOIN pg_class c ON c.oid = p.polrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND p.polname = 'system_scope'
  LOOP
    EXECUTE format($p$ALTER POLICY system_scope ON %I
      USING ((SELECT coalesce(current_setting('app.system_scope', true), '') <> ''))
      WITH CHECK ((SELECT coalesce(current_setting('app.system_scope', true), '') <> ''))$p$, t.relname);
  END LOOP;
END $$;
