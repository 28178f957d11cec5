CREATE TABLE "bt_readers" (
	"company_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_name" text NOT NULL,
	"reader_sn" text NOT NULL,
	"bind_type" smallint DEFAULT 0 NOT NULL,
	"bind_id" uuid,
	"bind_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bt_readers_company_id_reader_id_pk" PRIMARY KEY("company_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "custom_table_rows" (
	"company_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"row_values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_table_rows_company_id_row_id_pk" PRIMARY KEY("company_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "custom_tables" (
	"company_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_tables_company_id_table_id_pk" PRIMARY KEY("company_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "device_bind_records" (
	"company_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_id" uuid NOT NULL,
	"device_name" text NOT NULL,
	"action" smallint NOT NULL,
	"target_type" text,
	"target_id" uuid,
	"target_name" text,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_bind_records_company_id_record_id_pk" PRIMARY KEY("company_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "device_use_records" (
	"company_id" uuid NOT NULL,
	"use_id" uuid NOT NULL,
	"device_kind" text NOT NULL,
	"device_name" text NOT NULL,
	"user_name" text NOT NULL,
	"purpose" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_use_records_company_id_use_id_pk" PRIMARY KEY("company_id","use_id")
);
--> statement-breakpoint
CREATE TABLE "rfid_tags" (
	"company_id" uuid NOT NULL,
	"rfid_id" uuid NOT NULL,
	"tag_code" text NOT NULL,
	"batch_no" text,
	"component_id" uuid,
	"bound_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfid_tags_company_id_rfid_id_pk" PRIMARY KEY("company_id","rfid_id")
);
--> statement-breakpoint
ALTER TABLE "bt_readers" ADD CONSTRAINT "bt_readers_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_table_rows" ADD CONSTRAINT "custom_table_rows_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_tables" ADD CONSTRAINT "custom_tables_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_bind_records" ADD CONSTRAINT "device_bind_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_use_records" ADD CONSTRAINT "device_use_records_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_tags" ADD CONSTRAINT "rfid_tags_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bt_readers_company_reader_sn_key" ON "bt_readers" USING btree ("company_id","reader_sn");--> statement-breakpoint
CREATE INDEX "bt_readers_company_created_idx" ON "bt_readers" USING btree ("company_id","created_at","reader_id");--> statement-breakpoint
CREATE INDEX "custom_table_rows_company_table_idx" ON "custom_table_rows" USING btree ("company_id","table_id","created_at","row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_tables_company_table_name_key" ON "custom_tables" USING btree ("company_id","table_name");--> statement-breakpoint
CREATE INDEX "custom_tables_company_created_idx" ON "custom_tables" USING btree ("company_id","created_at","table_id");--> statement-breakpoint
CREATE INDEX "device_bind_records_company_device_idx" ON "device_bind_records" USING btree ("company_id","device_kind","device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_bind_records_company_created_idx" ON "device_bind_records" USING btree ("company_id","created_at","record_id");--> statement-breakpoint
CREATE INDEX "device_use_records_company_start_idx" ON "device_use_records" USING btree ("company_id","start_time","use_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_tags_company_tag_code_key" ON "rfid_tags" USING btree ("company_id","tag_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_tags_company_component_key" ON "rfid_tags" USING btree ("company_id","component_id") WHERE "rfid_tags"."component_id" is not null;--> statement-breakpoint
CREATE INDEX "rfid_tags_company_created_idx" ON "rfid_tags" USING btree ("company_id","created_at","rfid_id");