CREATE TABLE "rfid_reads" (
	"company_id" uuid NOT NULL,
	"rfid_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reader_id" uuid NOT NULL,
	"component_id" uuid,
	"place" text,
	CONSTRAINT "rfid_reads_company_id_rfid_id_at_reader_id_pk" PRIMARY KEY("company_id","rfid_id","at","reader_id")
);
--> statement-breakpoint
ALTER TABLE "bt_readers" ADD COLUMN "interval_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "bt_readers" ADD COLUMN "online" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bt_readers" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rfid_reads_company_component_at_idx" ON "rfid_reads" USING btree ("company_id","component_id","at");--> statement-breakpoint
CREATE INDEX "bt_readers_online_seen_idx" ON "bt_readers" USING btree ("online","last_seen_at");--> statement-breakpoint
-- rfid_reads holds a company_id: forced row-level security with the two policies of 0023, in 0024's form (the setting
-- read once per statement), as every tenant table has (docs/decisions/024-row-level-security.md).
ALTER TABLE "rfid_reads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rfid_reads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "rfid_reads"
  USING (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('app.company_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY system_scope ON "rfid_reads"
  USING (coalesce(current_setting('app.system_scope', true), '') <> '')
  WITH CHECK (coalesce(current_setting('app.system_scope', true), '') <> '');
