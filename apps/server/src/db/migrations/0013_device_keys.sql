CREATE TABLE "device_keys" (
	"key_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "cars_gps_num_key";--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_keys_company_device_idx" ON "device_keys" USING btree ("company_id","device_kind","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_live_key" ON "device_keys" USING btree ("device_kind","device_id") WHERE "device_keys"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_company_gps_num_key" ON "cars" USING btree ("company_id","gps_num") WHERE "cars"."gps_num" is not null;