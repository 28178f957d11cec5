CREATE TABLE "project_labor_teams" (
	"company_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"entry_date" date,
	"exit_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_labor_teams_company_id_link_id_pk" PRIMARY KEY("company_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "project_link_configs" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"system_name" text NOT NULL,
	"base_url" text,
	"app_key" text,
	"app_secret" text,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "project_link_items" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"local_id" uuid NOT NULL,
	CONSTRAINT "project_link_items_company_id_project_id_kind_external_id_pk" PRIMARY KEY("company_id","project_id","kind","external_id")
);
--> statement-breakpoint
CREATE TABLE "project_links" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"adapter" text NOT NULL,
	"external_project_id" text NOT NULL,
	"external_project_name" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_added" integer,
	"last_updated" integer,
	"last_unchanged" integer,
	CONSTRAINT "project_links_company_id_project_id_pk" PRIMARY KEY("company_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_labor_teams" ADD CONSTRAINT "project_labor_teams_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_labor_teams" ADD CONSTRAINT "project_labor_teams_company_id_team_id_labor_teams_company_id_team_id_fk" FOREIGN KEY ("company_id","team_id") REFERENCES "public"."labor_teams"("company_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_link_configs" ADD CONSTRAINT "project_link_configs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_link_items" ADD CONSTRAINT "project_link_items_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_links" ADD CONSTRAINT "project_links_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_labor_teams_company_project_team_key" ON "project_labor_teams" USING btree ("company_id","project_id","team_id");--> statement-breakpoint
CREATE INDEX "project_labor_teams_company_team_idx" ON "project_labor_teams" USING btree ("company_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_links_company_external_key" ON "project_links" USING btree ("company_id","adapter","external_project_id");