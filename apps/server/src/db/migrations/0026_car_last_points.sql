CREATE TABLE "car_last_points" (
	"company_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"point" json NOT NULL,
	CONSTRAINT "car_last_points_company_id_car_id_pk" PRIMARY KEY("company_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "car_last_points" ADD CONSTRAINT "car_last_points_company_id_car_id_cars_company_id_car_id_fk" FOREIGN KEY ("company_id","car_id") REFERENCES "public"."cars"("company_id","car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- car_last_points holds a company_id: forced row-level security with the two policies of 0023, in 0024's form (the
-- setting read once per statement), as every tenant table has (docs/decisions/024-row-level-security.md).
ALTER TABLE "car_last_points" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "car_last_points" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "car_last_points"
  USING (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY system_scope ON "car_last_points"
  USING (coalesce(current_setting('app.system_scope', true), '') <> '')
  WITH CHECK (coalesce(current_setting('app.system_scope', true), '') <> '');--> statement-breakpoint
-- Hand-written: statement triggers on car_track_points keep each car's newest point (by recorded_at) in
-- car_last_points, so the cars page reads one row per car, not the point table (issue 14 item 8, decision 019).
-- `point` is the page's last_point as it wrote it: row_to_json of lon, lat and the time as toISOString writes it.
CREATE FUNCTION "car_point_json"(lon double precision, lat double precision, at timestamptz) RETURNS json
	LANGUAGE sql STABLE AS $$
	SELECT row_to_json(p) FROM (SELECT lon, lat, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at) p
$$;
--> statement-breakpoint
-- Inserted points: the newest of each car's batch replaces the kept one only if newer (points may arrive out of order;
-- ON CONFLICT … WHERE re-checks against the row as committed, so concurrent uploads keep the newest too). Deleted or
-- updated points: where the kept point was among them, the car's newest remaining point is looked up again (none
-- left, as when the car itself is deleted: no row).
CREATE FUNCTION "car_last_points_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		DELETE FROM "car_last_points" l USING "track_points_old" o
			WHERE l."company_id" = o."company_id" AND l."car_id" = o."car_id" AND l."recorded_at" = o."recorded_at";
		INSERT INTO "car_last_points" ("company_id", "car_id", "recorded_at", "lon", "lat", "point")
			SELECT p."company_id", p."car_id", p."recorded_at", p."lon", p."lat", "car_point_json"(p."lon", p."lat", p."recorded_at")
			FROM (SELECT DISTINCT "company_id", "car_id" FROM "track_points_old") o
			CROSS JOIN LATERAL (
				SELECT t."company_id", t."car_id", t."recorded_at", t."lon", t."lat" FROM "car_track_points" t
				WHERE t."company_id" = o."company_id" AND t."car_id" = o."car_id" ORDER BY t."recorded_at" DESC LIMIT 1) p
			WHERE NOT EXISTS (SELECT 1 FROM "car_last_points" l WHERE l."company_id" = o."company_id" AND l."car_id" = o."car_id")
			ON CONFLICT ("company_id", "car_id") DO UPDATE
				SET "recorded_at" = EXCLUDED."recorded_at", "lon" = EXCLUDED."lon", "lat" = EXCLUDED."lat", "point" = EXCLUDED."point"
				WHERE "car_last_points"."recorded_at" < EXCLUDED."recorded_at";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "car_last_points" ("company_id", "car_id", "recorded_at", "lon", "lat", "point")
			SELECT n."company_id", n."car_id", n."recorded_at", n."lon", n."lat", "car_point_json"(n."lon", n."lat", n."recorded_at")
			FROM (SELECT DISTINCT ON ("company_id", "car_id") "company_id", "car_id", "recorded_at", "lon", "lat"
				FROM "track_points_new" ORDER BY "company_id", "car_id", "recorded_at" DESC) n
			ON CONFLICT ("company_id", "car_id") DO UPDATE
				SET "recorded_at" = EXCLUDED."recorded_at", "lon" = EXCLUDED."lon", "lat" = EXCLUDED."lat", "point" = EXCLUDED."point"
				WHERE "car_last_points"."recorded_at" < EXCLUDED."recorded_at";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "car_track_points_last_insert" AFTER INSERT ON "car_track_points" REFERENCING NEW TABLE AS "track_points_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "car_last_points_keep"();
--> statement-breakpoint
CREATE TRIGGER "car_track_points_last_update" AFTER UPDATE ON "car_track_points"
	REFERENCING OLD TABLE AS "track_points_old" NEW TABLE AS "track_points_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "car_last_points_keep"();
--> statement-breakpoint
CREATE TRIGGER "car_track_points_last_delete" AFTER DELETE ON "car_track_points" REFERENCING OLD TABLE AS "track_points_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "car_last_points_keep"();
--> statement-breakpoint
INSERT INTO "car_last_points" ("company_id", "car_id", "recorded_at", "lon", "lat", "point")
	SELECT n."company_id", n."car_id", n."recorded_at", n."lon", n."lat", "car_point_json"(n."lon", n."lat", n."recorded_at")
	FROM (SELECT DISTINCT ON ("company_id", "car_id") "company_id", "car_id", "recorded_at", "lon", "lat"
		FROM "car_track_points" ORDER BY "company_id", "car_id", "recorded_at" DESC) n;
