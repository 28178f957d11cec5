CREATE TABLE "tenant_row_counts" (
	"company_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_row_counts_company_id_table_name_pk" PRIMARY KEY("company_id","table_name")
);
--> statement-breakpoint
-- Hand-written: statement triggers keep each company's row count of a tenant table (cars for now), so an unfiltered
-- page reads its total from one row instead of counting the company's rows on every page (issue 14 item 8).
CREATE FUNCTION "tenant_row_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tenant_row_counts" ("company_id", "table_name", "n")
		SELECT "company_id", TG_TABLE_NAME, count(*) FROM "tenant_rows_new" GROUP BY "company_id"
		ON CONFLICT ("company_id", "table_name") DO UPDATE SET "n" = "tenant_row_counts"."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_row_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tenant_row_counts" c SET "n" = c."n" - o."k"
		FROM (SELECT "company_id", count(*) AS "k" FROM "tenant_rows_old" GROUP BY "company_id") o
		WHERE c."company_id" = o."company_id" AND c."table_name" = TG_TABLE_NAME;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cars_count_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS "tenant_rows_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "cars_count_delete" AFTER DELETE ON "cars" REFERENCING OLD TABLE AS "tenant_rows_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_remove"();
--> statement-breakpoint
INSERT INTO "tenant_row_counts" ("company_id", "table_name", "n")
	SELECT "company_id", 'cars', count(*) FROM "cars" GROUP BY "company_id";
