CREATE TABLE "api_notice_rules" (
	"company_id" uuid NOT NULL,
	"api_notice_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"error_rate" real,
	"p95_ms" integer,
	"min_count" integer DEFAULT 10 NOT NULL,
	"window_minutes" smallint DEFAULT 5 NOT NULL,
	"firing" smallint DEFAULT 0 NOT NULL,
	"fired_at" timestamp with time zone,
	"fire_count" integer DEFAULT 0 NOT NULL,
	"job_ids" uuid[] DEFAULT '{}' NOT NULL,
	"in_app" smallint DEFAULT 1 NOT NULL,
	"sms" smallint DEFAULT 0 NOT NULL,
	"template_id" uuid,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_notice_rules_company_id_api_notice_id_pk" PRIMARY KEY("company_id","api_notice_id")
);
--> statement-breakpoint
CREATE TABLE "note_cfgs" (
	"company_id" uuid NOT NULL,
	"note_cfg_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"job_ids" uuid[] DEFAULT '{}' NOT NULL,
	"in_app" smallint DEFAULT 1 NOT NULL,
	"sms" smallint DEFAULT 0 NOT NULL,
	"template_id" uuid,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_cfgs_company_id_note_cfg_id_pk" PRIMARY KEY("company_id","note_cfg_id")
);
--> statement-breakpoint
CREATE TABLE "note_send_logs" (
	"company_id" uuid NOT NULL,
	"log_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"channel" smallint NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"phone" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint NOT NULL,
	"error" text,
	"ref_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_send_logs_company_id_log_id_pk" PRIMARY KEY("company_id","log_id")
);
--> statement-breakpoint
CREATE TABLE "note_templates" (
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"event_code" text NOT NULL,
	"template_code" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_templates_company_id_template_id_pk" PRIMARY KEY("company_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "project_note_cfgs" (
	"company_id" uuid NOT NULL,
	"project_note_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"event_code" text NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"job_ids" uuid[] DEFAULT '{}' NOT NULL,
	"in_app" smallint DEFAULT 1 NOT NULL,
	"sms" smallint DEFAULT 0 NOT NULL,
	"template_id" uuid,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_note_cfgs_company_id_project_note_id_pk" PRIMARY KEY("company_id","project_note_id")
);
--> statement-breakpoint
CREATE TABLE "warn_records" (
	"company_id" uuid NOT NULL,
	"warn_id" uuid NOT NULL,
	"source" text DEFAULT 'system' NOT NULL,
	"level" smallint DEFAULT 2 NOT NULL,
	"message" text NOT NULL,
	"project_id" uuid,
	"handled" smallint DEFAULT 0 NOT NULL,
	"handled_name" text,
	"handled_at" timestamp with time zone,
	"handle_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warn_records_company_id_warn_id_pk" PRIMARY KEY("company_id","warn_id")
);
--> statement-breakpoint
CREATE TABLE "work_reports" (
	"company_id" uuid NOT NULL,
	"work_report_id" uuid NOT NULL,
	"report_type" smallint DEFAULT 1 NOT NULL,
	"report_date" text NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_reports_company_id_work_report_id_pk" PRIMARY KEY("company_id","work_report_id")
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "api_notice_rules" ADD CONSTRAINT "api_notice_rules_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_cfgs" ADD CONSTRAINT "note_cfgs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_send_logs" ADD CONSTRAINT "note_send_logs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_note_cfgs" ADD CONSTRAINT "project_note_cfgs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warn_records" ADD CONSTRAINT "warn_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_cfgs_company_event_idx" ON "note_cfgs" USING btree ("company_id","event_code");--> statement-breakpoint
CREATE INDEX "note_send_logs_company_created_idx" ON "note_send_logs" USING btree ("company_id","created_at","log_id");--> statement-breakpoint
CREATE INDEX "note_templates_company_created_idx" ON "note_templates" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "project_note_cfgs_company_project_idx" ON "project_note_cfgs" USING btree ("company_id","project_id","event_code");--> statement-breakpoint
CREATE INDEX "warn_records_company_created_idx" ON "warn_records" USING btree ("company_id","created_at","warn_id");--> statement-breakpoint
CREATE INDEX "work_reports_company_sort_idx" ON "work_reports" USING btree ("company_id","sort_no","report_date");