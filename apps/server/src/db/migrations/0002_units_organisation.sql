CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"dept_id" uuid NOT NULL,
	"parent_id" uuid,
	"dept_type" smallint NOT NULL,
	"dept_name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_id_dept_id_pk" PRIMARY KEY("company_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "job_users" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_users_company_id_job_id_user_id_pk" PRIMARY KEY("company_id","job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dept_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"remark" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "dept_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "business_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "area_no" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "addr" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "jd" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "wd" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "org_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_remark" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_manager" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "sort_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_users" ADD CONSTRAINT "job_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_dept_id_key" ON "departments" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "departments_company_parent_idx" ON "departments" USING btree ("company_id","parent_id","sort_no");--> statement-breakpoint
CREATE INDEX "job_users_company_user_idx" ON "job_users" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_id_key" ON "join_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "join_requests_company_status_idx" ON "join_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "join_requests_user_idx" ON "join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_invite_code_key" ON "companies" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_company_dept_idx" ON "jobs" USING btree ("company_id","dept_id","sort_no");;--> statement-breakpoint
-- Backfill (hand-written): units created before organisations existed get a root org, one department per former
-- dept_name, job holders from their membership, and an invite code; then jobs.dept_id becomes required.
INSERT INTO "departments" ("company_id", "dept_id", "parent_id", "dept_type", "dept_name")
  SELECT "company_id", gen_random_uuid(), NULL, 1, "company_name" FROM "companies" WHERE "org_id" IS NULL;--> statement-breakpoint
UPDATE "companies" c SET "org_id" = d."dept_id" FROM "departments" d
  WHERE d."company_id" = c."company_id" AND d."dept_type" = 1 AND c."org_id" IS NULL;--> statement-breakpoint
INSERT INTO "departments" ("company_id", "dept_id", "parent_id", "dept_type", "dept_name")
  SELECT j."company_id", gen_random_uuid(), c."org_id", 2, coalesce(j."dept_name", '综合管理部')
  FROM (SELECT DISTINCT "company_id", "dept_name" FROM "jobs" WHERE "dept_id" IS NULL) j
  JOIN "companies" c ON c."company_id" = j."company_id";--> statement-breakpoint
UPDATE "jobs" j SET "dept_id" = d."dept_id" FROM "departments" d
  WHERE j."dept_id" IS NULL AND d."company_id" = j."company_id" AND d."dept_type" = 2
    AND d."dept_name" = coalesce(j."dept_name", '综合管理部');--> statement-breakpoint
INSERT INTO "job_users" ("company_id", "job_id", "user_id")
  SELECT "company_id", "job_id", "user_id" FROM "company_members" WHERE "job_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "companies" SET "invite_code" = (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8) WHERE "companies"."company_id" IS NOT NULL
) WHERE "invite_code" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "dept_id" SET NOT NULL;
