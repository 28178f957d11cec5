CREATE TABLE "project_activities" (
	"company_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"activity_type" smallint DEFAULT 1 NOT NULL,
	"activity_date" date NOT NULL,
	"place" text,
	"organiser" text,
	"participants" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_activities_company_id_activity_id_pk" PRIMARY KEY("company_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "project_ext_fields" (
	"company_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"field_type" text DEFAULT 'text' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"default_value" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_ext_fields_company_id_field_id_pk" PRIMARY KEY("company_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "project_ext_values" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_ext_values_company_id_project_id_field_id_pk" PRIMARY KEY("company_id","project_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "project_member_objects" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"object_no" text NOT NULL,
	CONSTRAINT "project_member_objects_company_id_project_id_user_id_object_no_pk" PRIMARY KEY("company_id","project_id","user_id","object_no")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"entry_date" date,
	"exit_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_company_id_member_id_pk" PRIMARY KEY("company_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "project_people" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"phone" text,
	"id_card" text,
	"unit_name" text,
	"post" text,
	"certificate_name" text,
	"certificate_no" text,
	"certificate_valid_to" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"entry_date" date,
	"exit_date" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_people_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "test_bases" (
	"company_id" uuid NOT NULL,
	"base_id" uuid NOT NULL,
	"project_id" uuid,
	"base_name" text NOT NULL,
	"base_type" smallint DEFAULT 1 NOT NULL,
	"address" text,
	"accreditation" text,
	"accreditation_no" text,
	"contact_name" text,
	"contact_phone" text,
	"valid_from" date,
	"valid_to" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_bases_company_id_base_id_pk" PRIMARY KEY("company_id","base_id")
);
--> statement-breakpoint
CREATE TABLE "user_home_modules" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"module_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "user_home_modules_company_id_user_id_module_code_pk" PRIMARY KEY("company_id","user_id","module_code")
);
--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ext_values" ADD CONSTRAINT "project_ext_values_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ext_values" ADD CONSTRAINT "project_ext_values_company_id_field_id_project_ext_fields_company_id_field_id_fk" FOREIGN KEY ("company_id","field_id") REFERENCES "public"."project_ext_fields"("company_id","field_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member_objects" ADD CONSTRAINT "project_member_objects_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_people" ADD CONSTRAINT "project_people_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_bases" ADD CONSTRAINT "test_bases_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_activities_company_project_date_idx" ON "project_activities" USING btree ("company_id","project_id","activity_date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_ext_fields_company_field_name_key" ON "project_ext_fields" USING btree ("company_id","field_name");--> statement-breakpoint
CREATE UNIQUE INDEX "project_members_company_project_user_key" ON "project_members" USING btree ("company_id","project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_members_company_project_role_idx" ON "project_members" USING btree ("company_id","project_id","role");--> statement-breakpoint
CREATE INDEX "project_people_company_project_idx" ON "project_people" USING btree ("company_id","project_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_bases_company_base_name_key" ON "test_bases" USING btree ("company_id","base_name");--> statement-breakpoint
CREATE INDEX "test_bases_company_project_idx" ON "test_bases" USING btree ("company_id","project_id","created_at");