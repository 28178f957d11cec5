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
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_package_file_id_files_file_id_fk" FOREIGN KEY ("package_file_id") REFERENCES "public"."files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_reads" ADD CONSTRAINT "version_reads_version_id_app_versions_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_version_no_key" ON "app_versions" USING btree ("platform","version_no");--> statement-breakpoint
CREATE INDEX "app_versions_latest_idx" ON "app_versions" USING btree ("platform","publish_status","published_at");