CREATE TABLE "deep_designs" (
	"company_id" uuid NOT NULL,
	"deep_design_id" uuid NOT NULL,
	"jt_project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"submit_unit" text,
	"content" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"confirmed_by" uuid,
	"confirmed_name" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deep_designs_company_id_deep_design_id_pk" PRIMARY KEY("company_id","deep_design_id")
);
--> statement-breakpoint
CREATE TABLE "jt_cons_infos" (
	"company_id" uuid NOT NULL,
	"cons_info_id" uuid NOT NULL,
	"jt_project_id" uuid NOT NULL,
	"cons_unit_name" text NOT NULL,
	"manager_name" text,
	"phone" text,
	"cons_content" text,
	"start_date" date,
	"end_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jt_cons_infos_company_id_cons_info_id_pk" PRIMARY KEY("company_id","cons_info_id")
);
--> statement-breakpoint
CREATE TABLE "jt_orgs" (
	"company_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"org_name" text NOT NULL,
	"unit_company_id" uuid,
	"contact_name" text,
	"contact_phone" text,
	"address" text,
	"parent_org_id" uuid,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jt_orgs_company_id_org_id_pk" PRIMARY KEY("company_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "jt_projects" (
	"company_id" uuid NOT NULL,
	"jt_project_id" uuid NOT NULL,
	"project_id" uuid,
	"project_name" text NOT NULL,
	"project_code" text NOT NULL,
	"org_id" uuid,
	"design_stage" text,
	"cons_unit_name" text,
	"permit_no" text,
	"plan_start" date,
	"plan_end" date,
	"remark" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jt_projects_company_id_jt_project_id_pk" PRIMARY KEY("company_id","jt_project_id")
);
--> statement-breakpoint
CREATE TABLE "paper_versions" (
	"company_id" uuid NOT NULL,
	"paper_version_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"note" text,
	"uploader_id" uuid,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_versions_company_id_paper_version_id_pk" PRIMARY KEY("company_id","paper_version_id")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"company_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"resolve_id" uuid,
	"paper_no" text NOT NULL,
	"paper_name" text NOT NULL,
	"discipline" text,
	"stage" text,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papers_company_id_paper_id_pk" PRIMARY KEY("company_id","paper_id")
);
--> statement-breakpoint
CREATE TABLE "project_resolves" (
	"company_id" uuid NOT NULL,
	"resolve_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"node_name" text NOT NULL,
	"build_no" text,
	"floor_no" text,
	"cp_type" text,
	"wbs_code" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_resolves_company_id_resolve_id_pk" PRIMARY KEY("company_id","resolve_id")
);
--> statement-breakpoint
ALTER TABLE "deep_designs" ADD CONSTRAINT "deep_designs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deep_designs" ADD CONSTRAINT "deep_designs_company_id_jt_project_id_jt_projects_company_id_jt_project_id_fk" FOREIGN KEY ("company_id","jt_project_id") REFERENCES "public"."jt_projects"("company_id","jt_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jt_cons_infos" ADD CONSTRAINT "jt_cons_infos_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jt_cons_infos" ADD CONSTRAINT "jt_cons_infos_company_id_jt_project_id_jt_projects_company_id_jt_project_id_fk" FOREIGN KEY ("company_id","jt_project_id") REFERENCES "public"."jt_projects"("company_id","jt_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jt_orgs" ADD CONSTRAINT "jt_orgs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jt_projects" ADD CONSTRAINT "jt_projects_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_versions" ADD CONSTRAINT "paper_versions_company_id_paper_id_papers_company_id_paper_id_fk" FOREIGN KEY ("company_id","paper_id") REFERENCES "public"."papers"("company_id","paper_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_resolves" ADD CONSTRAINT "project_resolves_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_resolves" ADD CONSTRAINT "project_resolves_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deep_designs_company_created_idx" ON "deep_designs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "deep_designs_company_project_idx" ON "deep_designs" USING btree ("company_id","jt_project_id","status");--> statement-breakpoint
CREATE INDEX "jt_cons_infos_company_project_idx" ON "jt_cons_infos" USING btree ("company_id","jt_project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jt_orgs_company_unit_key" ON "jt_orgs" USING btree ("company_id","unit_company_id") WHERE "jt_orgs"."unit_company_id" is not null;--> statement-breakpoint
CREATE INDEX "jt_orgs_company_parent_idx" ON "jt_orgs" USING btree ("company_id","parent_org_id");--> statement-breakpoint
CREATE INDEX "jt_orgs_company_created_idx" ON "jt_orgs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jt_projects_company_project_code_key" ON "jt_projects" USING btree ("company_id","project_code");--> statement-breakpoint
CREATE UNIQUE INDEX "jt_projects_company_project_key" ON "jt_projects" USING btree ("company_id","project_id") WHERE "jt_projects"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "jt_projects_company_created_idx" ON "jt_projects" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jt_projects_company_org_idx" ON "jt_projects" USING btree ("company_id","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_versions_company_paper_no_key" ON "paper_versions" USING btree ("company_id","paper_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_company_paper_no_key" ON "papers" USING btree ("company_id","paper_no");--> statement-breakpoint
CREATE INDEX "papers_company_project_idx" ON "papers" USING btree ("company_id","project_id","updated_at");--> statement-breakpoint
CREATE INDEX "papers_company_resolve_idx" ON "papers" USING btree ("company_id","resolve_id");--> statement-breakpoint
CREATE INDEX "project_resolves_company_project_idx" ON "project_resolves" USING btree ("company_id","project_id","level","sort_no");--> statement-breakpoint
CREATE INDEX "project_resolves_company_parent_idx" ON "project_resolves" USING btree ("company_id","parent_id");