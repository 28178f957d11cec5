CREATE TABLE "project_dirs" (
	"company_id" uuid NOT NULL,
	"dir_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"parent_id" uuid,
	"dir_name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_dirs_company_id_dir_id_pk" PRIMARY KEY("company_id","dir_id")
);
--> statement-breakpoint
CREATE TABLE "project_doc_file_signs" (
	"company_id" uuid NOT NULL,
	"doc_file_id" uuid NOT NULL,
	"sign_id" uuid NOT NULL,
	"tagged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_doc_file_signs_company_id_doc_file_id_sign_id_pk" PRIMARY KEY("company_id","doc_file_id","sign_id")
);
--> statement-breakpoint
CREATE TABLE "project_doc_file_versions" (
	"company_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"doc_file_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"uploader_id" uuid,
	"uploader_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_doc_file_versions_company_id_version_id_pk" PRIMARY KEY("company_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "project_doc_files" (
	"company_id" uuid NOT NULL,
	"doc_file_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"dir_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"version_no" integer NOT NULL,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_doc_files_company_id_doc_file_id_pk" PRIMARY KEY("company_id","doc_file_id")
);
--> statement-breakpoint
CREATE TABLE "project_doc_signs" (
	"company_id" uuid NOT NULL,
	"sign_id" uuid NOT NULL,
	"sign_name" text NOT NULL,
	"sign_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_doc_signs_company_id_sign_id_pk" PRIMARY KEY("company_id","sign_id")
);
--> statement-breakpoint
ALTER TABLE "project_dirs" ADD CONSTRAINT "project_dirs_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_dirs" ADD CONSTRAINT "project_dirs_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."project_dirs"("company_id","dir_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_file_signs" ADD CONSTRAINT "project_doc_file_signs_file_fk" FOREIGN KEY ("company_id","doc_file_id") REFERENCES "public"."project_doc_files"("company_id","doc_file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_file_signs" ADD CONSTRAINT "project_doc_file_signs_sign_fk" FOREIGN KEY ("company_id","sign_id") REFERENCES "public"."project_doc_signs"("company_id","sign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_file_versions" ADD CONSTRAINT "project_doc_file_versions_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_file_versions" ADD CONSTRAINT "project_doc_file_versions_file_fk" FOREIGN KEY ("company_id","doc_file_id") REFERENCES "public"."project_doc_files"("company_id","doc_file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_files" ADD CONSTRAINT "project_doc_files_company_id_project_id_projects_company_id_project_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_doc_files" ADD CONSTRAINT "project_doc_files_dir_fk" FOREIGN KEY ("company_id","dir_id") REFERENCES "public"."project_dirs"("company_id","dir_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_dirs_company_parent_dir_name_key" ON "project_dirs" USING btree ("company_id","parent_id","dir_name") WHERE "project_dirs"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_dirs_company_project_root_dir_name_key" ON "project_dirs" USING btree ("company_id","project_id","dir_name") WHERE "project_dirs"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "project_dirs_company_project_idx" ON "project_dirs" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "project_doc_file_signs_company_sign_idx" ON "project_doc_file_signs" USING btree ("company_id","sign_id");--> statement-breakpoint
CREATE INDEX "project_doc_file_signs_company_tagger_idx" ON "project_doc_file_signs" USING btree ("company_id","tagged_by");--> statement-breakpoint
CREATE UNIQUE INDEX "project_doc_file_versions_company_file_no_key" ON "project_doc_file_versions" USING btree ("company_id","doc_file_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "project_doc_files_company_dir_file_name_key" ON "project_doc_files" USING btree ("company_id","dir_id","file_name");--> statement-breakpoint
CREATE INDEX "project_doc_files_company_project_idx" ON "project_doc_files" USING btree ("company_id","project_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_doc_signs_company_sign_name_key" ON "project_doc_signs" USING btree ("company_id","sign_name");