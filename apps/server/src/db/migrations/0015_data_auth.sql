CREATE TABLE "api_request_log" (
	"log_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"user_name" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"operation" text,
	"status" smallint NOT NULL,
	"duration_ms" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_auth_job_projects" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	CONSTRAINT "data_auth_job_projects_company_id_job_id_project_id_pk" PRIMARY KEY("company_id","job_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "data_auth_scopes" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"object_no" text NOT NULL,
	"scope_type" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_auth_scopes_company_id_job_id_object_no_pk" PRIMARY KEY("company_id","job_id","object_no")
);
--> statement-breakpoint
ALTER TABLE "data_auth_job_projects" ADD CONSTRAINT "data_auth_job_projects_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_auth_scopes" ADD CONSTRAINT "data_auth_scopes_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_log_company_idx" ON "api_request_log" USING btree ("company_id","log_id");--> statement-breakpoint
CREATE INDEX "api_request_log_at_idx" ON "api_request_log" USING btree ("at");