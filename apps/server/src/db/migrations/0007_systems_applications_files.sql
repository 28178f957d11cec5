CREATE TABLE "business_systems" (
	"sid" uuid PRIMARY KEY NOT NULL,
	"system_no" text NOT NULL,
	"system_name" text NOT NULL,
	"system_alias" text,
	"kind" smallint NOT NULL,
	"path_prefix" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_authorisations" (
	"company_id" uuid NOT NULL,
	"sid" uuid NOT NULL,
	"status" smallint NOT NULL,
	"applied_by" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"remark" text,
	CONSTRAINT "system_authorisations_company_id_sid_pk" PRIMARY KEY("company_id","sid")
);
--> statement-breakpoint
CREATE TABLE "company_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"user_name" text NOT NULL,
	"job_name" text,
	"company_type" smallint NOT NULL,
	"company_name" text NOT NULL,
	"area_id" integer NOT NULL,
	"addr" text NOT NULL,
	"legal_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"credit_img" text NOT NULL,
	"logo" text,
	"index_img" text,
	"ind_domain" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"remark" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"company_id" uuid,
	"module" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_authorisations" ADD CONSTRAINT "system_authorisations_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_authorisations" ADD CONSTRAINT "system_authorisations_sid_business_systems_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."business_systems"("sid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_applications" ADD CONSTRAINT "company_applications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_systems_no_key" ON "business_systems" USING btree ("system_no");--> statement-breakpoint
CREATE INDEX "system_authorisations_status_idx" ON "system_authorisations" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "company_applications_status_idx" ON "company_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_applications_user_idx" ON "company_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","created_at");