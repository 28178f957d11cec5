CREATE TABLE "eval_answers" (
	"company_id" uuid NOT NULL,
	"evaluator_data_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "eval_answers_company_id_evaluator_data_id_question_id_pk" PRIMARY KEY("company_id","evaluator_data_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "eval_assessees" (
	"company_id" uuid NOT NULL,
	"assessee_data_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_assessees_company_id_assessee_data_id_pk" PRIMARY KEY("company_id","assessee_data_id")
);
--> statement-breakpoint
CREATE TABLE "eval_evaluators" (
	"company_id" uuid NOT NULL,
	"evaluator_data_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"evaluator_person_id" uuid NOT NULL,
	"assessee_person_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"score" integer,
	"submitted_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_evaluators_company_id_evaluator_data_id_pk" PRIMARY KEY("company_id","evaluator_data_id")
);
--> statement-breakpoint
CREATE TABLE "eval_exercises" (
	"company_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"exercise_name" text NOT NULL,
	"remark" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_exercises_company_id_exercise_id_pk" PRIMARY KEY("company_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "eval_jobs" (
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"job_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_jobs_company_id_job_id_pk" PRIMARY KEY("company_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "eval_obs" (
	"company_id" uuid NOT NULL,
	"obs_id" uuid NOT NULL,
	"obs_name" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_obs_company_id_obs_id_pk" PRIMARY KEY("company_id","obs_id")
);
--> statement-breakpoint
CREATE TABLE "eval_obs_users" (
	"company_id" uuid NOT NULL,
	"obs_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_obs_users_company_id_obs_id_user_id_pk" PRIMARY KEY("company_id","obs_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "eval_persons" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"phone" text NOT NULL,
	"job_id" uuid,
	"obs_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_persons_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "eval_question_groups" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sort_no" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_question_groups_company_id_group_id_pk" PRIMARY KEY("company_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "eval_questions" (
	"company_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"question_name" text NOT NULL,
	"score" integer NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eval_questions_company_id_question_id_pk" PRIMARY KEY("company_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "eval_respondents" (
	"phone" text PRIMARY KEY NOT NULL,
	"password_hash" text,
	"password_set_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"company_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_survey_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"kind" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eval_answers" ADD CONSTRAINT "eval_answers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_assessees" ADD CONSTRAINT "eval_assessees_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_evaluators" ADD CONSTRAINT "eval_evaluators_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_exercises" ADD CONSTRAINT "eval_exercises_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_jobs" ADD CONSTRAINT "eval_jobs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_obs" ADD CONSTRAINT "eval_obs_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_obs_users" ADD CONSTRAINT "eval_obs_users_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_obs_users" ADD CONSTRAINT "eval_obs_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_persons" ADD CONSTRAINT "eval_persons_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_question_groups" ADD CONSTRAINT "eval_question_groups_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_questions" ADD CONSTRAINT "eval_questions_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eval_answers_exercise_idx" ON "eval_answers" USING btree ("company_id","exercise_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_assessees_person_key" ON "eval_assessees" USING btree ("company_id","exercise_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_evaluators_pair_key" ON "eval_evaluators" USING btree ("company_id","exercise_id","evaluator_person_id","assessee_person_id");--> statement-breakpoint
CREATE INDEX "eval_evaluators_evaluator_idx" ON "eval_evaluators" USING btree ("company_id","evaluator_person_id");--> statement-breakpoint
CREATE INDEX "eval_exercises_created_idx" ON "eval_exercises" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_jobs_name_key" ON "eval_jobs" USING btree ("company_id","job_name");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_obs_name_key" ON "eval_obs" USING btree ("company_id","obs_name");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_persons_phone_key" ON "eval_persons" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "eval_persons_created_idx" ON "eval_persons" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_groups_sort_key" ON "eval_question_groups" USING btree ("company_id","exercise_id","sort_no");--> statement-breakpoint
CREATE INDEX "eval_questions_exercise_idx" ON "eval_questions" USING btree ("company_id","exercise_id","group_id");--> statement-breakpoint
CREATE INDEX "eval_survey_tokens_expires_idx" ON "eval_survey_tokens" USING btree ("expires_at");