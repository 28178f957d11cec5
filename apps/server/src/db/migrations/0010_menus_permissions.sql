CREATE TABLE "auth_job_templates" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"auth_template_id" uuid NOT NULL,
	CONSTRAINT "auth_job_templates_company_id_job_id_auth_template_id_pk" PRIMARY KEY("company_id","job_id","auth_template_id")
);
--> statement-breakpoint
CREATE TABLE "auth_template_objects" (
	"company_id" uuid NOT NULL,
	"auth_template_id" uuid NOT NULL,
	"object_no" text NOT NULL,
	CONSTRAINT "auth_template_objects_company_id_auth_template_id_object_no_pk" PRIMARY KEY("company_id","auth_template_id","object_no")
);
--> statement-breakpoint
CREATE TABLE "auth_templates" (
	"company_id" uuid NOT NULL,
	"auth_template_id" uuid NOT NULL,
	"auth_template_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_templates_company_id_auth_template_id_pk" PRIMARY KEY("company_id","auth_template_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" uuid PRIMARY KEY NOT NULL,
	"menu_no" text NOT NULL,
	"menu_name" text NOT NULL,
	"p_menu_no" text,
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"route_url" text,
	"outer_url" text,
	"system_app_no" text,
	"app_domain_name" text,
	"menu_css" text,
	"object_no" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_objects" (
	"object_id" uuid PRIMARY KEY NOT NULL,
	"object_no" text NOT NULL,
	"object_name" text NOT NULL,
	"p_object_no" text,
	"is_dir" smallint DEFAULT 0 NOT NULL,
	"is_menu" smallint DEFAULT 0 NOT NULL,
	"object_module" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_templates" ADD CONSTRAINT "auth_templates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_job_templates_template_idx" ON "auth_job_templates" USING btree ("company_id","auth_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_templates_id_key" ON "auth_templates" USING btree ("auth_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_templates_company_name_key" ON "auth_templates" USING btree ("company_id","auth_template_name");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_no_key" ON "menus" USING btree ("menu_no");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("p_menu_no","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_objects_no_key" ON "permission_objects" USING btree ("object_no");--> statement-breakpoint
CREATE INDEX "permission_objects_parent_idx" ON "permission_objects" USING btree ("p_object_no","order_no");