CREATE TABLE "construction_sections" (
	"company_id" uuid NOT NULL,
	"construction_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"construction_name" text NOT NULL,
	"construction_range" text,
	"construction_unit" text,
	"start_date" date,
	"end_date" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "construction_sections_company_id_construction_id_pk" PRIMARY KEY("company_id","construction_id")
);
--> statement-breakpoint
ALTER TABLE "construction_sections" ADD CONSTRAINT "construction_sections_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "construction_sections_company_project_idx" ON "construction_sections" USING btree ("company_id","project_id","created_at");