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
CREATE TABLE "bt_readers" (
	"company_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_name" text NOT NULL,
	"reader_sn" text NOT NULL,
	"bind_type" smallint DEFAULT 0 NOT NULL,
	"bind_id" uuid,
	"bind_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bt_readers_company_id_reader_id_pk" PRIMARY KEY("company_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "custom_table_rows" (
	"company_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"row_values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_table_rows_company_id_row_id_pk" PRIMARY KEY("company_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "custom_tables" (
	"company_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_tables_company_id_table_id_pk" PRIMARY KEY("company_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "device_bind_records" (
	"company_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_id" uuid NOT NULL,
	"device_name" text NOT NULL,
	"action" smallint NOT NULL,
	"target_type" text,
	"target_id" uuid,
	"target_name" text,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_bind_records_company_id_record_id_pk" PRIMARY KEY("company_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "device_use_records" (
	"company_id" uuid NOT NULL,
	"use_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_name" text NOT NULL,
	"user_name" text NOT NULL,
	"purpose" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_use_records_company_id_use_id_pk" PRIMARY KEY("company_id","use_id")
);
--> statement-breakpoint
CREATE TABLE "rfid_tags" (
	"company_id" uuid NOT NULL,
	"rfid_id" uuid NOT NULL,
	"tag_code" text NOT NULL,
	"batch_no" text,
	"component_id" uuid,
	"bound_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfid_tags_company_id_rfid_id_pk" PRIMARY KEY("company_id","rfid_id")
);
--> statement-breakpoint
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
ALTER TABLE "construction_sections" ADD CONSTRAINT "construction_sections_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_tasks" ADD CONSTRAINT "gantt_tasks_company_id_gantt_id_project_gantts_company_id_gantt_id_fk" FOREIGN KEY ("company_id","gantt_id") REFERENCES "public"."project_gantts"("company_id","gantt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_gantts" ADD CONSTRAINT "project_gantts_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_devices" ADD CONSTRAINT "site_devices_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bt_readers" ADD CONSTRAINT "bt_readers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_table_rows" ADD CONSTRAINT "custom_table_rows_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tables" ADD CONSTRAINT "custom_tables_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_bind_records" ADD CONSTRAINT "device_bind_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_use_records" ADD CONSTRAINT "device_use_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_tags" ADD CONSTRAINT "rfid_tags_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_results" ADD CONSTRAINT "patrol_results_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_runs" ADD CONSTRAINT "patrol_runs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_templates" ADD CONSTRAINT "patrol_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "construction_sections_company_project_idx" ON "construction_sections" USING btree ("company_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "gantt_tasks_company_gantt_idx" ON "gantt_tasks" USING btree ("company_id","gantt_id","sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "project_gantts_company_project_key" ON "project_gantts" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "site_devices_company_project_kind_idx" ON "site_devices" USING btree ("company_id","project_id","device_kind");--> statement-breakpoint
CREATE INDEX "site_devices_online_seen_idx" ON "site_devices" USING btree ("online","last_seen_at");--> statement-breakpoint
CREATE INDEX "site_readings_company_project_metric_at_idx" ON "site_readings" USING btree ("company_id","project_id","metric","at");--> statement-breakpoint
CREATE INDEX "check_business_company_type_idx" ON "check_business_configs" USING btree ("company_id","kind","business_type");--> statement-breakpoint
CREATE INDEX "check_forms_company_updated_idx" ON "check_forms" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_items_company_code_idx" ON "check_items" USING btree ("company_id","item_code");--> statement-breakpoint
CREATE INDEX "check_items_company_created_idx" ON "check_items" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_modules_company_created_idx" ON "check_modules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_records_company_created_idx" ON "check_records" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "check_records_company_template_idx" ON "check_records" USING btree ("company_id","template_id","created_at");--> statement-breakpoint
CREATE INDEX "check_templates_company_form_idx" ON "check_templates" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE INDEX "material_checks_company_date_idx" ON "material_checks" USING btree ("company_id","check_date");--> statement-breakpoint
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
CREATE INDEX "project_resolves_company_parent_idx" ON "project_resolves" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_versions_company_model_no_idx" ON "model_versions" USING btree ("company_id","model_id","version_no");--> statement-breakpoint
CREATE INDEX "models_company_updated_idx" ON "models" USING btree ("company_id","updated_at","model_id");--> statement-breakpoint
CREATE INDEX "models_company_project_idx" ON "models" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bt_readers_company_reader_sn_key" ON "bt_readers" USING btree ("company_id","reader_sn");--> statement-breakpoint
CREATE INDEX "bt_readers_company_created_idx" ON "bt_readers" USING btree ("company_id","created_at","reader_id");--> statement-breakpoint
CREATE INDEX "custom_table_rows_company_table_idx" ON "custom_table_rows" USING btree ("company_id","table_id","created_at","row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_tables_company_table_name_key" ON "custom_tables" USING btree ("company_id","table_name");--> statement-breakpoint
CREATE INDEX "custom_tables_company_created_idx" ON "custom_tables" USING btree ("company_id","created_at","table_id");--> statement-breakpoint
CREATE INDEX "device_bind_records_company_device_idx" ON "device_bind_records" USING btree ("company_id","device_kind","device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_bind_records_company_created_idx" ON "device_bind_records" USING btree ("company_id","created_at","record_id");--> statement-breakpoint
CREATE INDEX "device_use_records_company_start_idx" ON "device_use_records" USING btree ("company_id","start_time","use_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_tags_company_tag_code_key" ON "rfid_tags" USING btree ("company_id","tag_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_tags_company_component_key" ON "rfid_tags" USING btree ("company_id","component_id") WHERE "rfid_tags"."component_id" is not null;--> statement-breakpoint
CREATE INDEX "rfid_tags_company_created_idx" ON "rfid_tags" USING btree ("company_id","created_at","rfid_id");--> statement-breakpoint
CREATE INDEX "patrol_results_company_run_idx" ON "patrol_results" USING btree ("company_id","run_id","seq");--> statement-breakpoint
CREATE INDEX "patrol_runs_company_started_idx" ON "patrol_runs" USING btree ("company_id","started_at","run_id");--> statement-breakpoint
CREATE INDEX "patrol_templates_company_created_idx" ON "patrol_templates" USING btree ("company_id","created_at","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_company_robot_sn_key" ON "robots" USING btree ("company_id","robot_sn");--> statement-breakpoint
CREATE INDEX "robots_company_created_idx" ON "robots" USING btree ("company_id","created_at","robot_id");