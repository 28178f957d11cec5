CREATE TABLE "car_page_rows" (
	"company_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"row" text NOT NULL,
	CONSTRAINT "car_page_rows_company_id_car_id_pk" PRIMARY KEY("company_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "car_page_rows" ADD CONSTRAINT "car_page_rows_company_id_car_id_cars_company_id_car_id_fk" FOREIGN KEY ("company_id","car_id") REFERENCES "public"."cars"("company_id","car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- car_page_rows holds a company_id: forced row-level security with the two policies, in 0024's and 0027's form.
ALTER TABLE "car_page_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "car_page_rows" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "car_page_rows"
  USING (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY system_scope ON "car_page_rows"
  USING ((SELECT coalesce(current_setting('app.system_scope', true), '') <> ''))
  WITH CHECK ((SELECT coalesce(current_setting('app.system_scope', true), '') <> ''));--> statement-breakpoint
-- Hand-written: one car's row of the cars page, exactly as the page had written it per call (car.repo.ts): the
-- contract's columns in its order, the type's name, the newest track point as car_last_points keeps it, the newest GPS
-- key (live while not revoked, at most one is; else revoked when; none), timestamps as toISOString writes them, as
-- compact JSON text. Read in the writer's scope: the car's own unit, or a system scope. PL/pgSQL, as the writer below:
-- its statements' plans are kept for the session, where a SQL function's were made again on every call (a GPS upload
-- then paid ≈ 1.2 ms of planning for its car's row).
CREATE FUNCTION "car_page_row"(company uuid, car uuid) RETURNS text
	LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT row_to_json(r)::text FROM (
		SELECT c."car_id", c."car_num", c."car_type", t."car_type_name", c."leader", c."phone", c."gps_num", c."remark",
			l."point" AS last_point, coalesce(k.state, 'none') AS key_state, k.since AS key_since,
			to_char(c."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
		FROM "cars" c
		LEFT JOIN "car_types" t ON t."company_id" = c."company_id" AND t."car_type" = c."car_type"
		LEFT JOIN "car_last_points" l ON l."company_id" = c."company_id" AND l."car_id" = c."car_id"
		LEFT JOIN LATERAL (
			SELECT CASE WHEN d."revoked_at" IS NULL THEN 'active' ELSE 'revoked' END AS state,
				to_char(coalesce(d."revoked_at", d."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since
			FROM "device_keys" d
			WHERE d."company_id" = c."company_id" AND d."device_kind" = 'gps' AND d."device_id" = c."car_id"
			ORDER BY d."created_at" DESC, d."key_id" DESC LIMIT 1) k ON true
		WHERE c."company_id" = company AND c."car_id" = car) r);
END $$;
--> statement-breakpoint
-- Writes the rows of the given cars again (those that still exist), each once.
CREATE FUNCTION "car_page_rows_write"(companies uuid[], car_ids uuid[]) RETURNS void
	LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "car_page_rows" ("company_id", "car_id", "row")
		SELECT c."company_id", c."car_id", "car_page_row"(c."company_id", c."car_id")
		FROM (SELECT DISTINCT a.company_id, a.car_id FROM unnest(companies, car_ids) a(company_id, car_id)) a
		JOIN "cars" c ON c."company_id" = a.company_id AND c."car_id" = a.car_id
		ON CONFLICT ("company_id", "car_id") DO UPDATE SET "row" = EXCLUDED."row";
END $$;
--> statement-breakpoint
-- Statement triggers on each table a row is made of (transition tables: one event a trigger, as 0026's): the cars
-- they touched are written again. A deleted car's row goes with it (the foreign key's cascade).
CREATE FUNCTION "car_page_rows_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'cars' THEN
		PERFORM "car_page_rows_write"(array_agg(n."company_id"), array_agg(n."car_id")) FROM "page_new" n;
	ELSIF TG_TABLE_NAME = 'car_last_points' AND TG_OP = 'DELETE' THEN
		PERFORM "car_page_rows_write"(array_agg(o."company_id"), array_agg(o."car_id")) FROM "page_old" o;
	ELSIF TG_TABLE_NAME = 'car_last_points' THEN
		PERFORM "car_page_rows_write"(array_agg(n."company_id"), array_agg(n."car_id")) FROM "page_new" n;
	ELSIF TG_TABLE_NAME = 'device_keys' AND TG_OP = 'DELETE' THEN
		PERFORM "car_page_rows_write"(array_agg(o."company_id"), array_agg(o."device_id")) FROM "page_old" o WHERE o."device_kind" = 'gps';
	ELSIF TG_TABLE_NAME = 'device_keys' THEN
		PERFORM "car_page_rows_write"(array_agg(n."company_id"), array_agg(n."device_id")) FROM "page_new" n WHERE n."device_kind" = 'gps';
	ELSIF TG_TABLE_NAME = 'car_types' AND TG_OP = 'DELETE' THEN
		PERFORM "car_page_rows_write"(array_agg(c."company_id"), array_agg(c."car_id"))
			FROM "page_old" o JOIN "cars" c ON c."company_id" = o."company_id" AND c."car_type" = o."car_type";
	ELSIF TG_TABLE_NAME = 'car_types' THEN
		PERFORM "car_page_rows_write"(array_agg(c."company_id"), array_agg(c."car_id"))
			FROM "page_new" n JOIN "cars" c ON c."company_id" = n."company_id" AND c."car_type" = n."car_type";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cars_page_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "cars_page_update" AFTER UPDATE ON "cars" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_last_points_page_insert" AFTER INSERT ON "car_last_points" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_last_points_page_update" AFTER UPDATE ON "car_last_points" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_last_points_page_delete" AFTER DELETE ON "car_last_points" REFERENCING OLD TABLE AS "page_old" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "device_keys_page_insert" AFTER INSERT ON "device_keys" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "device_keys_page_update" AFTER UPDATE ON "device_keys" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "device_keys_page_delete" AFTER DELETE ON "device_keys" REFERENCING OLD TABLE AS "page_old" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_types_page_insert" AFTER INSERT ON "car_types" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_types_page_update" AFTER UPDATE ON "car_types" REFERENCING NEW TABLE AS "page_new" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
CREATE TRIGGER "car_types_page_delete" AFTER DELETE ON "car_types" REFERENCING OLD TABLE AS "page_old" FOR EACH STATEMENT EXECUTE FUNCTION "car_page_rows_keep"();--> statement-breakpoint
-- The cars already there.
INSERT INTO "car_page_rows" ("company_id", "car_id", "row") SELECT "company_id", "car_id", "car_page_row"("company_id", "car_id") FROM "cars";
