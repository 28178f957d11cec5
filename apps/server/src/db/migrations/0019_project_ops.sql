CREATE TABLE "component_reports" (
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"cp_num" text NOT NULL,
	"report_no" text,
	"report_result" smallint NOT NULL,
	"report_date" date NOT NULL,
	"inspector_id" uuid,
	"inspector_name" text NOT NULL,
	"remark" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_reports_company_id_report_id_pk" PRIMARY KEY("company_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "image_progress_photos" (
	"company_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"node_type" text NOT NULL,
	"node_id" uuid NOT NULL,
	"node_name" text NOT NULL,
	"shot_date" date NOT NULL,
	"file_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"title" text,
	"remark" text,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_progress_photos_company_id_photo_id_pk" PRIMARY KEY("company_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "lift_equipment" (
	"company_id" uuid NOT NULL,
	"equip_id" uuid NOT NULL,
	"project_id" uuid,
	"equip_name" text NOT NULL,
	"equip_type" smallint NOT NULL,
	"equip_no" text NOT NULL,
	"model" text,
	"manufacturer" text,
	"location" text,
	"cert_no" text,
	"cert_expiry" date,
	"last_inspection_date" date,
	"next_inspection_date" date,
	"inspection_org" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lift_equipment_company_id_equip_id_pk" PRIMARY KEY("company_id","equip_id")
);
--> statement-breakpoint
CREATE TABLE "lift_inspections" (
	"company_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"equip_id" uuid NOT NULL,
	"inspection_date" date NOT NULL,
	"result" smallint NOT NULL,
	"inspection_org" text,
	"inspector" text,
	"report_no" text,
	"next_due_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lift_inspections_company_id_inspection_id_pk" PRIMARY KEY("company_id","inspection_id")
);
--> statement-breakpoint
ALTER TABLE "component_reports" ADD CONSTRAINT "component_reports_company_id_component_id_components_company_id_component_id_fk" FOREIGN KEY ("company_id","component_id") REFERENCES "public"."components"("company_id","component_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_progress_photos" ADD CONSTRAINT "image_progress_photos_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lift_inspections" ADD CONSTRAINT "lift_inspections_company_id_equip_id_lift_equipment_company_id_equip_id_fk" FOREIGN KEY ("company_id","equip_id") REFERENCES "public"."lift_equipment"("company_id","equip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_reports_company_component_idx" ON "component_reports" USING btree ("company_id","component_id","report_date");--> statement-breakpoint
CREATE INDEX "component_reports_company_project_idx" ON "component_reports" USING btree ("company_id","project_id","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "component_reports_company_report_no_key" ON "component_reports" USING btree ("company_id","report_no");--> statement-breakpoint
CREATE INDEX "image_progress_company_project_idx" ON "image_progress_photos" USING btree ("company_id","project_id","shot_date");--> statement-breakpoint
CREATE INDEX "image_progress_company_node_idx" ON "image_progress_photos" USING btree ("company_id","node_id","shot_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lift_equipment_company_equip_no_key" ON "lift_equipment" USING btree ("company_id","equip_no");--> statement-breakpoint
CREATE INDEX "lift_equipment_company_created_idx" ON "lift_equipment" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "lift_inspections_company_equip_idx" ON "lift_inspections" USING btree ("company_id","equip_id","inspection_date");