-- The plain cars page reads its 20 kept rows as one range of car_page_rows in the page's order (issue 14 item 8 (b),
-- docs/performance.md session 21): the start key is still found by the OFFSET walk of cars' index, which GPS uploads
-- leave all-visible, and the rows then come from one index range, where twenty correlated look-ups of the kept row
-- had cost ≈ 2 µs each of backend CPU. The car's created_at is kept beside its row for that order; the writer below
-- (0028's, with the column added) keeps it, in the same statement as the car's own write.
ALTER TABLE "car_page_rows" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "car_page_rows" k SET "created_at" = c."created_at" FROM "cars" c WHERE c."company_id" = k."company_id" AND c."car_id" = k."car_id";--> statement-breakpoint
ALTER TABLE "car_page_rows" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "car_page_rows_order_idx" ON "car_page_rows" USING btree ("company_id","created_at","car_id");--> statement-breakpoint
-- Writes the rows of the given cars again (those that still exist), each once, with the car's created_at.
CREATE OR REPLACE FUNCTION "car_page_rows_write"(companies uuid[], car_ids uuid[]) RETURNS void
	LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "car_page_rows" ("company_id", "car_id", "row", "created_at")
		SELECT c."company_id", c."car_id", "car_page_row"(c."company_id", c."car_id"), c."created_at"
		FROM (SELECT DISTINCT a.company_id, a.car_id FROM unnest(companies, car_ids) a(company_id, car_id)) a
		JOIN "cars" c ON c."company_id" = a.company_id AND c."car_id" = a.car_id
		ON CONFLICT ("company_id", "car_id") DO UPDATE SET "row" = EXCLUDED."row", "created_at" = EXCLUDED."created_at";
END $$;
