CREATE TABLE "model_versions" (
	"company_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"model_format" text NOT NULL,
	"file_id" uuid NOT NULL,
	"note" text,
	"uploader_id" uuid,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_versions_company_id_version_id_pk" PRIMARY KEY("company_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"company_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"model_name" text NOT NULL,
	"project_id" uuid,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_company_id_model_id_pk" PRIMARY KEY("company_id","model_id")
);
--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_versions_company_model_no_idx" ON "model_versions" USING btree ("company_id","model_id","version_no");--> statement-breakpoint
CREATE INDEX "models_company_updated_idx" ON "models" USING btree ("company_id","updated_at","model_id");--> statement-breakpoint
CREATE INDEX "models_company_project_idx" ON "models" USING btree ("company_id","project_id");