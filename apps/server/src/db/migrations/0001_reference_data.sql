CREATE TABLE "code_lists" (
	"code_type" text NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_lists_code_type_value_pk" PRIMARY KEY("code_type","value")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"area_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"p_code" text NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "regions_p_code_idx" ON "regions" USING btree ("p_code","area_id");