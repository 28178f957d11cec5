CREATE TABLE "personnel_submissions" (
	"company_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"real_name" text NOT NULL,
	"id_card" text,
	"cert_name" text NOT NULL,
	"cert_no" text,
	"cert_valid_until" date,
	"cert_files" text[] NOT NULL,
	"remark" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"review_remark" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_submissions_company_id_submission_id_pk" PRIMARY KEY("company_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "personnel_submissions" ADD CONSTRAINT "personnel_submissions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_submissions" ADD CONSTRAINT "personnel_submissions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_submissions_id_key" ON "personnel_submissions" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "personnel_submissions_company_status_idx" ON "personnel_submissions" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "personnel_submissions_user_idx" ON "personnel_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_submissions_one_reviewing_key" ON "personnel_submissions" USING btree ("company_id","user_id") WHERE "personnel_submissions"."status" = 2;