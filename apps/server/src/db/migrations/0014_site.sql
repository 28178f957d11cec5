CREATE TABLE "site_devices" (
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_name" text NOT NULL,
	"device_no" text,
	"project_id" uuid,
	"location" text,
	"interval_seconds" integer DEFAULT 300 NOT NULL,
	"rated_load" double precision,
	"max_height" double precision,
	"remark" text,
	"online" smallint DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_devices_company_id_device_id_pk" PRIMARY KEY("company_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "site_readings" (
	"company_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"project_id" uuid,
	"note" text,
	CONSTRAINT "site_readings_company_id_device_id_metric_at_pk" PRIMARY KEY("company_id","device_id","metric","at")
);
--> statement-breakpoint
ALTER TABLE "site_devices" ADD CONSTRAINT "site_devices_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_devices_company_project_kind_idx" ON "site_devices" USING btree ("company_id","project_id","device_kind");--> statement-breakpoint
CREATE INDEX "site_devices_online_seen_idx" ON "site_devices" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE INDEX "site_readings_company_project_metric_at_idx" ON "site_readings" USING btree ("company_id","project_id","metric","at");