CREATE TABLE "patrol_scenes" (
	"company_id" uuid NOT NULL,
	"scene_id" uuid NOT NULL,
	"scene_name" text NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_scenes_company_id_scene_id_pk" PRIMARY KEY("company_id","scene_id")
);
--> statement-breakpoint
CREATE TABLE "patrol_tasks" (
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"task_name" text NOT NULL,
	"robot_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"cron" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrol_tasks_company_id_task_id_pk" PRIMARY KEY("company_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "robot_cameras" (
	"company_id" uuid NOT NULL,
	"camera_id" uuid NOT NULL,
	"camera_name" text NOT NULL,
	"robot_id" uuid,
	"stream_url" text NOT NULL,
	"location" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_cameras_company_id_camera_id_pk" PRIMARY KEY("company_id","camera_id")
);
--> statement-breakpoint
ALTER TABLE "patrol_scenes" ADD CONSTRAINT "patrol_scenes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrol_tasks" ADD CONSTRAINT "patrol_tasks_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_cameras" ADD CONSTRAINT "robot_cameras_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patrol_scenes_company_created_idx" ON "patrol_scenes" USING btree ("company_id","created_at","scene_id");--> statement-breakpoint
CREATE INDEX "patrol_tasks_company_created_idx" ON "patrol_tasks" USING btree ("company_id","created_at","task_id");--> statement-breakpoint
CREATE INDEX "patrol_tasks_due_idx" ON "patrol_tasks" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "robot_cameras_company_created_idx" ON "robot_cameras" USING btree ("company_id","created_at","camera_id");