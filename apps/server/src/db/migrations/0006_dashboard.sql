CREATE TABLE "dashboard_component_rollup" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"cp_type" text NOT NULL,
	"p0" integer DEFAULT 0 NOT NULL,
	"p1" integer DEFAULT 0 NOT NULL,
	"p2" integer DEFAULT 0 NOT NULL,
	"p3" integer DEFAULT 0 NOT NULL,
	"p4" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_component_rollup_company_id_project_id_cp_type_pk" PRIMARY KEY("company_id","project_id","cp_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_news" (
	"company_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_news_company_id_news_id_pk" PRIMARY KEY("company_id","news_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_news" ADD CONSTRAINT "dashboard_news_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_news_company_published_idx" ON "dashboard_news" USING btree ("company_id","published_at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): statement-level triggers keep dashboard_component_rollup equal
-- to a GROUP BY of components, one upsert per statement however many rows it touched (bulk imports stay fast).
-- Each trigger function reads the transition tables its own trigger declares.
CREATE FUNCTION "dashboard_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dashboard_component_rollup" AS r ("company_id", "project_id", "cp_type", "p0", "p1", "p2", "p3", "p4", "total")
	SELECT "company_id", "project_id", "cp_type",
		count(*) FILTER (WHERE "progress" <= 0), count(*) FILTER (WHERE "progress" = 1), count(*) FILTER (WHERE "progress" = 2),
		count(*) FILTER (WHERE "progress" = 3), count(*) FILTER (WHERE "progress" >= 4), count(*)
	FROM "dashboard_new_rows" GROUP BY 1, 2, 3
	ON CONFLICT ("company_id", "project_id", "cp_type") DO UPDATE SET
		"p0" = r."p0" + excluded."p0", "p1" = r."p1" + excluded."p1", "p2" = r."p2" + excluded."p2",
		"p3" = r."p3" + excluded."p3", "p4" = r."p4" + excluded."p4", "total" = r."total" + excluded."total";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_rollup_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "dashboard_component_rollup" AS r SET
		"p0" = r."p0" - d."p0", "p1" = r."p1" - d."p1", "p2" = r."p2" - d."p2", "p3" = r."p3" - d."p3", "p4" = r."p4" - d."p4",
		"total" = r."total" - d."total"
	FROM (
		SELECT "company_id", "project_id", "cp_type",
			count(*) FILTER (WHERE "progress" <= 0) AS "p0", count(*) FILTER (WHERE "progress" = 1) AS "p1",
			count(*) FILTER (WHERE "progress" = 2) AS "p2", count(*) FILTER (WHERE "progress" = 3) AS "p3",
			count(*) FILTER (WHERE "progress" >= 4) AS "p4", count(*) AS "total"
		FROM "dashboard_old_rows" GROUP BY 1, 2, 3
	) AS d
	WHERE r."company_id" = d."company_id" AND r."project_id" = d."project_id" AND r."cp_type" = d."cp_type";
	DELETE FROM "dashboard_component_rollup" AS r USING (SELECT DISTINCT "company_id", "project_id" FROM "dashboard_old_rows") AS o
	WHERE r."company_id" = o."company_id" AND r."project_id" = o."project_id" AND r."total" <= 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_rollup_insert" AFTER INSERT ON "components" REFERENCING NEW TABLE AS "dashboard_new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollup_add"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_rollup_delete" AFTER DELETE ON "components" REFERENCING OLD TABLE AS "dashboard_old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollup_remove"();
--> statement-breakpoint
-- An update is its old rows taken out, then its new rows put in (PostgreSQL fires same-event triggers by name: "…_a" first).
CREATE TRIGGER "dashboard_rollup_update_a" AFTER UPDATE ON "components" REFERENCING OLD TABLE AS "dashboard_old_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollup_remove"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_rollup_update_b" AFTER UPDATE ON "components" REFERENCING NEW TABLE AS "dashboard_new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_rollup_add"();
--> statement-breakpoint
INSERT INTO "dashboard_component_rollup" ("company_id", "project_id", "cp_type", "p0", "p1", "p2", "p3", "p4", "total")
SELECT "company_id", "project_id", "cp_type",
	count(*) FILTER (WHERE "progress" <= 0), count(*) FILTER (WHERE "progress" = 1), count(*) FILTER (WHERE "progress" = 2),
	count(*) FILTER (WHERE "progress" = 3), count(*) FILTER (WHERE "progress" >= 4), count(*)
FROM "components" GROUP BY 1, 2, 3;
