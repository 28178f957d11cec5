CREATE TABLE "car_track_points" (
	"company_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"speed" double precision,
	CONSTRAINT "car_track_points_company_id_car_id_recorded_at_pk" PRIMARY KEY("company_id","car_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "car_types" (
	"company_id" uuid NOT NULL,
	"car_type" uuid NOT NULL,
	"car_type_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_types_company_id_car_type_pk" PRIMARY KEY("company_id","car_type")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"company_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"car_num" text NOT NULL,
	"car_type" uuid,
	"leader" text,
	"phone" text,
	"gps_num" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_company_id_car_id_pk" PRIMARY KEY("company_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "components" (
	"company_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"cp_num" text NOT NULL,
	"cp_type" text NOT NULL,
	"component_sort" text,
	"build_no" text,
	"floor_no" text,
	"volume" double precision,
	"weight" double precision,
	"factory_company_id" uuid,
	"factory_name" text,
	"stack_point_id" uuid,
	"progress" smallint DEFAULT 0 NOT NULL,
	"produce_date" date,
	"out_date" date,
	"scene_date" date,
	"end_install_date" date,
	"report_result" smallint,
	"report_date" date,
	"car_id" uuid,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "components_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "components_company_id_component_id_pk" PRIMARY KEY("company_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "project_rela_project" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"rela_project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_rela_project_company_id_project_id_rela_project_id_pk" PRIMARY KEY("company_id","project_id","rela_project_id")
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"unit_company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"unit_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_units_company_id_project_id_unit_company_id_role_pk" PRIMARY KEY("company_id","project_id","unit_company_id","role")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"project_code" text NOT NULL,
	"project_name" text NOT NULL,
	"address" text,
	"province" text,
	"province_no" text,
	"city" text,
	"city_no" text,
	"area" text,
	"area_no" text,
	"area_id" integer,
	"lon" double precision,
	"lat" double precision,
	"building_area" double precision,
	"building_type" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"org_no" text,
	"start_date" date,
	"end_date" date,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_company_id_project_id_pk" PRIMARY KEY("company_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "stack_points" (
	"company_id" uuid NOT NULL,
	"stack_point_id" uuid NOT NULL,
	"project_id" uuid,
	"stack_point_name" text NOT NULL,
	"address" text,
	"lon" double precision,
	"lat" double precision,
	"capacity" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stack_points_company_id_stack_point_id_pk" PRIMARY KEY("company_id","stack_point_id")
);
--> statement-breakpoint
ALTER TABLE "car_track_points" ADD CONSTRAINT "car_track_points_company_id_car_id_cars_company_id_car_id_fk" FOREIGN KEY ("company_id","car_id") REFERENCES "public"."cars"("company_id","car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rela_project" ADD CONSTRAINT "project_rela_project_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rela_project" ADD CONSTRAINT "project_rela_project_company_id_rela_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","rela_project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stack_points" ADD CONSTRAINT "stack_points_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_types_company_name_key" ON "car_types" USING btree ("company_id","car_type_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_car_id_key" ON "cars" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_company_car_num_key" ON "cars" USING btree ("company_id","car_num");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_gps_num_key" ON "cars" USING btree ("gps_num") WHERE "cars"."gps_num" is not null;--> statement-breakpoint
CREATE INDEX "cars_company_created_idx" ON "cars" USING btree ("company_id","created_at","car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "components_component_id_key" ON "components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "components_company_project_cp_num_key" ON "components" USING btree ("company_id","project_id","cp_num");--> statement-breakpoint
CREATE INDEX "components_company_project_seq_idx" ON "components" USING btree ("company_id","project_id","seq");--> statement-breakpoint
CREATE INDEX "components_company_project_build_idx" ON "components" USING btree ("company_id","project_id","build_no","floor_no");--> statement-breakpoint
CREATE INDEX "components_company_project_progress_idx" ON "components" USING btree ("company_id","project_id","progress");--> statement-breakpoint
CREATE INDEX "components_company_type_progress_idx" ON "components" USING btree ("company_id","cp_type","progress");--> statement-breakpoint
CREATE INDEX "components_company_progress_idx" ON "components" USING btree ("company_id","progress","project_id");--> statement-breakpoint
CREATE INDEX "components_company_factory_idx" ON "components" USING btree ("company_id","factory_company_id");--> statement-breakpoint
CREATE INDEX "components_company_car_idx" ON "components" USING btree ("company_id","car_id");--> statement-breakpoint
CREATE INDEX "components_company_produce_idx" ON "components" USING btree ("company_id","produce_date");--> statement-breakpoint
CREATE INDEX "project_rela_project_rela_idx" ON "project_rela_project" USING btree ("company_id","rela_project_id");--> statement-breakpoint
CREATE INDEX "project_units_unit_company_idx" ON "project_units" USING btree ("unit_company_id","role","project_id");--> statement-breakpoint
CREATE INDEX "project_units_company_role_idx" ON "project_units" USING btree ("company_id","role","unit_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_project_id_key" ON "projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_code_key" ON "projects" USING btree ("company_id","project_code");--> statement-breakpoint
CREATE INDEX "projects_company_created_idx" ON "projects" USING btree ("company_id","created_at","project_id");--> statement-breakpoint
CREATE INDEX "projects_company_region_idx" ON "projects" USING btree ("company_id","province_no","city_no","area_no");--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "stack_points_company_project_idx" ON "stack_points" USING btree ("company_id","project_id","created_at");