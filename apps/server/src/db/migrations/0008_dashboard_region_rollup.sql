CREATE TABLE "dashboard_region_rollup" (
	"province_no" text NOT NULL,
	"city_no" text NOT NULL,
	"area_no" text NOT NULL,
	"cp_type" text NOT NULL,
	"p0" integer DEFAULT 0 NOT NULL,
	"p1" integer DEFAULT 0 NOT NULL,
	"p2" integer DEFAULT 0 NOT NULL,
	"p3" integer DEFAULT 0 NOT NULL,
	"p4" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_region_rollup_province_no_city_no_area_no_cp_type_pk" PRIMARY KEY("province_no","city_no","area_no","cp_type")
);
--> statement-breakpoint
ALTER TABLE "dashboard_component_rollup" ADD COLUMN "province_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_component_rollup" ADD COLUMN "city_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_component_rollup" ADD COLUMN "area_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers). Components now carry their project's region into
-- dashboard_component_rollup, whose own statement-level triggers sum every change into dashboard_region_rollup.
CREATE OR REPLACE FUNCTION "dashboard_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dashboard_component_rollup" AS r
		("company_id", "project_id", "cp_type", "p0", "p1", "p2", "p3", "p4", "total", "province_no", "city_no", "area_no")
	SELECT n."company_id", n."project_id", n."cp_type",
		count(*) FILTER (WHERE n."progress" <= 0), count(*) FILTER (WHERE n."progress" = 1), count(*) FILTER (WHERE n."progress" = 2),
		count(*) FILTER (WHERE n."progress" = 3), count(*) FILTER (WHERE n."progress" >= 4), count(*),
		coalesce(p."province_no", ''), coalesce(p."city_no", ''), coalesce(p."area_no", '')
	FROM "dashboard_new_rows" n
	LEFT JOIN "projects" p ON p."company_id" = n."company_id" AND p."project_id" = n."project_id"
	GROUP BY n."company_id", n."project_id", n."cp_type", p."province_no", p."city_no", p."area_no"
	ON CONFLICT ("company_id", "project_id", "cp_type") DO UPDATE SET
		"p0" = r."p0" + excluded."p0", "p1" = r."p1" + excluded."p1", "p2" = r."p2" + excluded."p2",
		"p3" = r."p3" + excluded."p3", "p4" = r."p4" + excluded."p4", "total" = r."total" + excluded."total";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_region_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dashboard_region_rollup" AS g ("province_no", "city_no", "area_no", "cp_type", "p0", "p1", "p2", "p3", "p4", "total")
	SELECT "province_no", "city_no", "area_no", "cp_type", sum("p0"), sum("p1"), sum("p2"), sum("p3"), sum("p4"), sum("total")
	FROM "dashboard_rollup_new" GROUP BY 1, 2, 3, 4
	ON CONFLICT ("province_no", "city_no", "area_no", "cp_type") DO UPDATE SET
		"p0" = g."p0" + excluded."p0", "p1" = g."p1" + excluded."p1", "p2" = g."p2" + excluded."p2",
		"p3" = g."p3" + excluded."p3", "p4" = g."p4" + excluded."p4", "total" = g."total" + excluded."total";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dashboard_region_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "dashboard_region_rollup" AS g SET
		"p0" = g."p0" - d."p0", "p1" = g."p1" - d."p1", "p2" = g."p2" - d."p2", "p3" = g."p3" - d."p3", "p4" = g."p4" - d."p4",
		"total" = g."total" - d."total"
	FROM (
		SELECT "province_no", "city_no", "area_no", "cp_type", sum("p0") AS "p0", sum("p1") AS "p1", sum("p2") AS "p2",
			sum("p3") AS "p3", sum("p4") AS "p4", sum("total") AS "total"
		FROM "dashboard_rollup_old" GROUP BY 1, 2, 3, 4
	) AS d
	WHERE g."province_no" = d."province_no" AND g."city_no" = d."city_no" AND g."area_no" = d."area_no" AND g."cp_type" = d."cp_type";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A project that moves to another district takes its rollup rows along (their update triggers move the region sums).
CREATE FUNCTION "dashboard_project_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "dashboard_component_rollup" SET
		"province_no" = coalesce(NEW."province_no", ''), "city_no" = coalesce(NEW."city_no", ''), "area_no" = coalesce(NEW."area_no", '')
	WHERE "company_id" = NEW."company_id" AND "project_id" = NEW."project_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE "dashboard_component_rollup" AS r SET
	"province_no" = coalesce(p."province_no", ''), "city_no" = coalesce(p."city_no", ''), "area_no" = coalesce(p."area_no", '')
FROM "projects" p WHERE p."company_id" = r."company_id" AND p."project_id" = r."project_id";
--> statement-breakpoint
INSERT INTO "dashboard_region_rollup" ("province_no", "city_no", "area_no", "cp_type", "p0", "p1", "p2", "p3", "p4", "total")
SELECT "province_no", "city_no", "area_no", "cp_type", sum("p0"), sum("p1"), sum("p2"), sum("p3"), sum("p4"), sum("total")
FROM "dashboard_component_rollup" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER "dashboard_region_insert" AFTER INSERT ON "dashboard_component_rollup" REFERENCING NEW TABLE AS "dashboard_rollup_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_region_add"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_region_delete" AFTER DELETE ON "dashboard_component_rollup" REFERENCING OLD TABLE AS "dashboard_rollup_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_region_remove"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_region_update_a" AFTER UPDATE ON "dashboard_component_rollup" REFERENCING OLD TABLE AS "dashboard_rollup_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_region_remove"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_region_update_b" AFTER UPDATE ON "dashboard_component_rollup" REFERENCING NEW TABLE AS "dashboard_rollup_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_region_add"();
--> statement-breakpoint
-- On the projects table (issue 6's): only a change of region fires it.
CREATE TRIGGER "dashboard_project_region" AFTER UPDATE OF "province_no", "city_no", "area_no" ON "projects" FOR EACH ROW
	WHEN (OLD."province_no" IS DISTINCT FROM NEW."province_no" OR OLD."city_no" IS DISTINCT FROM NEW."city_no" OR OLD."area_no" IS DISTINCT FROM NEW."area_no")
	EXECUTE FUNCTION "dashboard_project_region"();
