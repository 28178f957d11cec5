CREATE TABLE "msg_alarms" (
	"company_id" uuid NOT NULL,
	"alarm_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"level" smallint DEFAULT 2 NOT NULL,
	"source" text DEFAULT 'system' NOT NULL,
	"project_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"handled_by" uuid,
	"handled_name" text,
	"handled_at" timestamp with time zone,
	"handle_remark" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_alarms_company_id_alarm_id_pk" PRIMARY KEY("company_id","alarm_id")
);
--> statement-breakpoint
CREATE TABLE "msg_busi_cates" (
	"company_id" uuid NOT NULL,
	"busi_cate_id" uuid NOT NULL,
	"cate_type" smallint DEFAULT 1 NOT NULL,
	"cate_code" text NOT NULL,
	"cate_name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_busi_cates_company_id_busi_cate_id_pk" PRIMARY KEY("company_id","busi_cate_id")
);
--> statement-breakpoint
CREATE TABLE "msg_news" (
	"news_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"cate_code" text,
	"title" text NOT NULL,
	"cover" text,
	"content" text DEFAULT '' NOT NULL,
	"author" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"audience_type" smallint DEFAULT 1 NOT NULL,
	"audience_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_news_company_id_news_id_pk" PRIMARY KEY("company_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "msg_notify" (
	"notify_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"cate_code" text,
	"title" text NOT NULL,
	"cover" text,
	"content" text DEFAULT '' NOT NULL,
	"author" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone,
	"audience_type" smallint DEFAULT 1 NOT NULL,
	"audience_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_notify_company_id_notify_id_pk" PRIMARY KEY("company_id","notify_id")
);
--> statement-breakpoint
CREATE TABLE "msg_reads" (
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "msg_reads_company_id_message_id_user_id_pk" PRIMARY KEY("company_id","message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "msg_alarms" ADD CONSTRAINT "msg_alarms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_busi_cates" ADD CONSTRAINT "msg_busi_cates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_news" ADD CONSTRAINT "msg_news_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_notify" ADD CONSTRAINT "msg_notify_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_reads" ADD CONSTRAINT "msg_reads_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "msg_alarms_company_status_idx" ON "msg_alarms" USING btree ("company_id","status","occurred_at");--> statement-breakpoint
CREATE INDEX "msg_alarms_company_created_idx" ON "msg_alarms" USING btree ("company_id","created_at","alarm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_busi_cates_company_cate_code_key" ON "msg_busi_cates" USING btree ("company_id","cate_type","cate_code");--> statement-breakpoint
CREATE INDEX "msg_busi_cates_company_sort_idx" ON "msg_busi_cates" USING btree ("company_id","cate_type","sort_no");--> statement-breakpoint
CREATE INDEX "msg_news_company_status_idx" ON "msg_news" USING btree ("company_id","status","publish_time");--> statement-breakpoint
CREATE INDEX "msg_news_company_created_idx" ON "msg_news" USING btree ("company_id","created_at","news_id");--> statement-breakpoint
CREATE INDEX "msg_notify_company_status_idx" ON "msg_notify" USING btree ("company_id","status","publish_time");--> statement-breakpoint
CREATE INDEX "msg_notify_company_created_idx" ON "msg_notify" USING btree ("company_id","created_at","notify_id");--> statement-breakpoint
CREATE INDEX "msg_reads_company_user_idx" ON "msg_reads" USING btree ("company_id","user_id");