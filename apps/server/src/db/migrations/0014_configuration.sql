CREATE TABLE "code_types" (
	"code_type_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code_type" text NOT NULL,
	"type_name" text NOT NULL,
	"remark" text,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_values" (
	"code_value_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code_type_id" uuid NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"name_rule" text NOT NULL,
	"map_lon" real NOT NULL,
	"map_lat" real NOT NULL,
	"map_zoom" smallint NOT NULL,
	"session_idle_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The composite key must exist before code_values references it (moved up by hand from drizzle-kit's order).
CREATE UNIQUE INDEX "code_types_company_id_key" ON "code_types" USING btree ("company_id","code_type_id");--> statement-breakpoint
ALTER TABLE "code_types" ADD CONSTRAINT "code_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_values" ADD CONSTRAINT "code_values_type_fk" FOREIGN KEY ("company_id","code_type_id") REFERENCES "public"."code_types"("company_id","code_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_types_company_code_type_key" ON "code_types" USING btree ("company_id","code_type");--> statement-breakpoint
CREATE UNIQUE INDEX "code_values_company_type_value_key" ON "code_values" USING btree ("company_id","code_type_id","value");--> statement-breakpoint
CREATE INDEX "code_values_type_sort_idx" ON "code_values" USING btree ("company_id","code_type_id","sort");