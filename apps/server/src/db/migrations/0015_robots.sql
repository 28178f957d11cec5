CREATE TABLE "patrol_results" (
	"company_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"checkpoint" text NOT NULL,
	"status" smallint NOT NULL,
	"summary" text NOT NULL,
	"image_url" text,
	"ai_boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_results_company_id_result_id_pk" PRIMARY KEY("company_id","result_id")
);
--> statement-breakpoint
CREATE TABLE "patrol_runs" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"robot_id" uuid NOT NULL,
	"robot_name" text NOT NULL,
	"trigger" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"abnormal_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "patrol_runs_company_id_run_id_pk" PRIMARY KEY("company_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "patrol_templates" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"robot_id" uuid,
	"checkpoints" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_templates_company_id_template_id_pk" PRIMARY KEY("company_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"company_id" uuid NOT NULL,
	"robot_id" uuid NOT NULL,
	"robot_name" text NOT NULL,
	"robot_sn" text NOT NULL,
	"model" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"battery" integer DEFAULT 100 NOT NULL,
	"pos_x" real DEFAULT 0 NOT NULL,
	"pos_y" real DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robots_company_id_robot_id_pk" PRIMARY KEY("company_id","robot_id")
);
--> statement-breakpoint
ALTER TABLE "patrol_results" ADD CONSTRAINT "patrol_results_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_runs" ADD CONSTRAINT "patrol_runs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_templates" ADD CONSTRAINT "patrol_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patrol_results_company_run_idx" ON "patrol_results" USING btree ("company_id","run_id","seq");--> statement-breakpoint
CREATE INDEX "patrol_runs_company_started_idx" ON "patrol_runs" USING btree ("company_id","started_at","run_id");--> statement-breakpoint
CREATE INDEX "patrol_templates_company_created_idx" ON "patrol_templates" USING btree ("company_id","created_at","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_company_robot_sn_key" ON "robots" USING btree ("company_id","robot_sn");--> statement-breakpoint
CREATE INDEX "robots_company_created_idx" ON "robots" USING btree ("company_id","created_at","robot_id");