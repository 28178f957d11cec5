CREATE TABLE "check_business_configs" (
	"company_id" uuid NOT NULL,
	"config_id" uuid NOT NULL,
	"business_type" smallint NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"template_id" uuid NOT NULL,
	"project_id" uuid,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_business_configs_company_id_config_id_pk" PRIMARY KEY("company_id","config_id")
);
--> statement-breakpoint
CREATE TABLE "check_form_versions" (
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"field_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_form_versions_company_id_form_id_version_pk" PRIMARY KEY("company_id","form_id","version")
);
--> statement-breakpoint
CREATE TABLE "check_forms" (
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_name" text NOT NULL,
	"remark" text,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_forms_company_id_form_id_pk" PRIMARY KEY("company_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "check_items" (
	"company_id" uuid NOT NULL,
	"check_item_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"item_code" text,
	"item_type" smallint DEFAULT 1 NOT NULL,
	"standard" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_items_company_id_check_item_id_pk" PRIMARY KEY("company_id","check_item_id")
);
--> statement-breakpoint
CREATE TABLE "check_modules" (
	"company_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"module_name" text NOT NULL,
	"item_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_modules_company_id_module_id_pk" PRIMARY KEY("company_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "check_records" (
	"company_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"record_no" text NOT NULL,
	"template_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"business_type" smallint NOT NULL,
	"project_id" uuid,
	"answers" jsonb NOT NULL,
	"result" smallint NOT NULL,
	"filled_by" uuid,
	"filled_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_records_company_id_record_id_pk" PRIMARY KEY("company_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "check_report_forms" (
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"report_name" text NOT NULL,
	"template_id" uuid NOT NULL,
	"field_keys" text[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_report_forms_company_id_report_id_pk" PRIMARY KEY("company_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "check_templates" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"form_id" uuid NOT NULL,
	"module_id" uuid,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_templates_company_id_template_id_pk" PRIMARY KEY("company_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "check_third_parties" (
	"company_id" uuid NOT NULL,
	"third_id" uuid NOT NULL,
	"third_name" text NOT NULL,
	"url" text,
	"contact" text,
	"embed" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_third_parties_company_id_third_id_pk" PRIMARY KEY("company_id","third_id")
);
--> statement-breakpoint
CREATE TABLE "material_checks" (
	"company_id" uuid NOT NULL,
	"material_check_id" uuid NOT NULL,
	"material_name" text NOT NULL,
	"spec" text,
	"batch_no" text,
	"supplier" text,
	"project_id" uuid,
	"check_date" date,
	"result" smallint DEFAULT 1 NOT NULL,
	"attachments" uuid[] DEFAULT '{}' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_checks_company_id_material_check_id_pk" PRIMARY KEY("company_id","material_check_id")
);
--> statement-breakpoint
ALTER TABLE "check_business_configs" ADD CONSTRAINT "check_business_configs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_form_versions" ADD CONSTRAINT "check_form_versions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_forms" ADD CONSTRAINT "check_forms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_modules" ADD CONSTRAINT "check_modules_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_records" ADD CONSTRAINT "check_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_report_forms" ADD CONSTRAINT "check_report_forms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_templates" ADD CONSTRAINT "check_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_third_parties" ADD CONSTRAINT "check_third_parties_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_checks" ADD CONSTRAINT "material_checks_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_business_company_type_idx" ON "check_business_configs" USING btree ("company_id","kind","business_type");--> statement-breakpoint
CREATE INDEX "check_forms_company_updated_idx" ON "check_forms" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_items_company_code_idx" ON "check_items" USING btree ("company_id","item_code");--> statement-breakpoint
CREATE INDEX "check_items_company_created_idx" ON "check_items" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_modules_company_created_idx" ON "check_modules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_records_company_created_idx" ON "check_records" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_records_company_template_idx" ON "check_records" USING btree ("company_id","template_id","created_at");--> statement-breakpoint
CREATE INDEX "check_templates_company_form_idx" ON "check_templates" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE INDEX "material_checks_company_date_idx" ON "material_checks" USING btree ("company_id","check_date");