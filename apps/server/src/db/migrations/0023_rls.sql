-- Row-level security (issue 15, build item 2; docs/decisions/024-row-level-security.md). Every table of this schema
-- that holds a company_id, except the directory of units itself (companies), gets forced row-level security and two
-- permissive policies: a row is seen and written in its own unit's scope (app.company_id), or in a named system scope
-- (app.system_scope: sign-in, seeds, the region big screen, background jobs). Neither set: no row. The server sets
-- both per transaction or statement (apps/server/src/db/scoped-pool.ts); FORCE puts the tables' owner under them too.
-- A later table with a company_id gets the same in its own migration; rls-coverage in the RLS test checks none is missed.
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'companies'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.relname);
    EXECUTE format('DROP POLICY IF EXISTS system_scope ON %I', t.relname);
    EXECUTE format($p$CREATE POLICY tenant_isolation ON %I
      USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
      WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid)$p$, t.relname);
    EXECUTE format($p$CREATE POLICY system_scope ON %I
      USING (coalesce(current_setting('app.system_scope', true), '') <> '')
      WITH CHECK (coalesce(current_setting('app.system_scope', true), '') <> '')$p$, t.relname);
  END LOOP;
END $$;
