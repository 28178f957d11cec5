CREATE TABLE "gantt_tasks" (
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"gantt_id" uuid NOT NULL,
	"construction_id" uuid,
	"sort_no" integer NOT NULL,
	"task_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"baseline_start" date,
	"baseline_end" date,
	"progress" integer DEFAULT 0 NOT NULL,
	"is_milestone" smallint DEFAULT 0 NOT NULL,
	"predecessors" uuid[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "gantt_tasks_company_id_task_id_pk" PRIMARY KEY("company_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "project_gantts" (
	"company_id" uuid NOT NULL,
	"gantt_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"gantt_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_gantts_company_id_gantt_id_pk" PRIMARY KEY("company_id","gantt_id")
);
--> statement-breakpoint
ALTER TABLE "gantt_tasks" ADD CONSTRAINT "gantt_tasks_company_id_gantt_id_project_gantts_company_id_gantt_id_fk" FOREIGN KEY ("company_id","gantt_id") REFERENCES "public"."project_gantts"("company_id","gantt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_gantts" ADD CONSTRAINT "project_gantts_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gantt_tasks_company_gantt_idx" ON "gantt_tasks" USING btree ("company_id","gantt_id","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "project_gantts_company_project_key" ON "project_gantts" USING btree ("company_id","project_id");