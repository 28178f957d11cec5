CREATE TABLE "tenant_row_counts" (
	"company_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_row_counts_company_id_table_name_pk" PRIMARY KEY("company_id","table_name")
);
--> statement-breakpoint
CREATE TABLE "device_keys" (
	"key_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"channel" text GENERATED ALWAYS AS (case when platform = 'web' then 'web' else 'app' end) STORED NOT NULL,
	"version_no" text NOT NULL,
	"notes" text NOT NULL,
	"force_update" smallint DEFAULT 0 NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"package_file_id" uuid,
	"package_name" text,
	"package_size" bigint,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_types" (
	"code_type_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code_type" text NOT NULL,
	"type_name" text NOT NULL,
	"remark" text,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_values" (
	"code_value_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code_type_id" uuid NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"name_rule" text NOT NULL,
	"map_lon" real NOT NULL,
	"map_lat" real NOT NULL,
	"map_zoom" smallint NOT NULL,
	"session_idle_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"company_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"before_digest" text,
	"after_digest" text,
	"ip" text,
	"device" text,
	"detail" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "cars_gps_num_key";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_package_file_id_files_file_id_fk" FOREIGN KEY ("package_file_id") REFERENCES "public"."files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_version_id_app_versions_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_types" ADD CONSTRAINT "code_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The composite key must exist before code_values references it (moved up by hand from drizzle-kit's order).
CREATE UNIQUE INDEX "code_types_company_id_key" ON "code_types" USING btree ("company_id","code_type_id");--> statement-breakpoint
ALTER TABLE "code_values" ADD CONSTRAINT "code_values_type_fk" FOREIGN KEY ("company_id","code_type_id") REFERENCES "public"."code_types"("company_id","code_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_alarms" ADD CONSTRAINT "msg_alarms_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_busi_cates" ADD CONSTRAINT "msg_busi_cates_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_news" ADD CONSTRAINT "msg_news_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_notify" ADD CONSTRAINT "msg_notify_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_reads" ADD CONSTRAINT "msg_reads_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_keys_company_device_idx" ON "device_keys" USING btree ("company_id","device_kind","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_live_key" ON "device_keys" USING btree ("device_kind","device_id") WHERE "device_keys"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_version_no_key" ON "app_versions" USING btree ("platform","version_no");--> statement-breakpoint
CREATE INDEX "app_versions_latest_idx" ON "app_versions" USING btree ("platform","publish_status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "code_types_company_code_type_key" ON "code_types" USING btree ("company_id","code_type");--> statement-breakpoint
CREATE UNIQUE INDEX "code_values_company_type_value_key" ON "code_values" USING btree ("company_id","code_type_id","value");--> statement-breakpoint
CREATE INDEX "code_values_type_sort_idx" ON "code_values" USING btree ("company_id","code_type_id","sort");--> statement-breakpoint
CREATE INDEX "msg_alarms_company_status_idx" ON "msg_alarms" USING btree ("company_id","status","occurred_at");--> statement-breakpoint
CREATE INDEX "msg_alarms_company_created_idx" ON "msg_alarms" USING btree ("company_id","created_at","alarm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_busi_cates_company_cate_code_key" ON "msg_busi_cates" USING btree ("company_id","cate_type","cate_code");--> statement-breakpoint
CREATE INDEX "msg_busi_cates_company_sort_idx" ON "msg_busi_cates" USING btree ("company_id","cate_type","sort_no");--> statement-breakpoint
CREATE INDEX "msg_news_company_status_idx" ON "msg_news" USING btree ("company_id","status","publish_time");--> statement-breakpoint
CREATE INDEX "msg_news_company_created_idx" ON "msg_news" USING btree ("company_id","created_at","news_id");--> statement-breakpoint
CREATE INDEX "msg_notify_company_status_idx" ON "msg_notify" USING btree ("company_id","status","publish_time");--> statement-breakpoint
CREATE INDEX "msg_notify_company_created_idx" ON "msg_notify" USING btree ("company_id","created_at","notify_id");--> statement-breakpoint
CREATE INDEX "msg_reads_company_user_idx" ON "msg_reads" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_key" ON "audit_log" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_company_gps_num_key" ON "cars" USING btree ("company_id","gps_num") WHERE "cars"."gps_num" is not null;--> statement-breakpoint
-- Hand-written: statement triggers keep each company's row count of a tenant table (cars for now), so an unfiltered
-- page reads its total from one row instead of counting the company's rows on every page (issue 14 item 8).
CREATE FUNCTION "tenant_row_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "tenant_row_counts" ("company_id", "table_name", "n")
		SELECT "company_id", TG_TABLE_NAME, count(*) FROM "tenant_rows_new" GROUP BY "company_id"
		ON CONFLICT ("company_id", "table_name") DO UPDATE SET "n" = "tenant_row_counts"."n" + EXCLUDED."n";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_row_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tenant_row_counts" c SET "n" = c."n" - o."k"
		FROM (SELECT "company_id", count(*) AS "k" FROM "tenant_rows_old" GROUP BY "company_id") o
		WHERE c."company_id" = o."company_id" AND c."table_name" = TG_TABLE_NAME;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cars_count_insert" AFTER INSERT ON "cars" REFERENCING NEW TABLE AS "tenant_rows_new"
	FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "cars_count_delete" AFTER DELETE ON "cars" REFERENCING OLD TABLE AS "tenant_rows_old"
	FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_remove"();
--> statement-breakpoint
INSERT INTO "tenant_row_counts" ("company_id", "table_name", "n")
	SELECT "company_id", 'cars', count(*) FROM "cars" GROUP BY "company_id";
