CREATE TABLE "labor_persons" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text,
	"team_id" uuid,
	"work_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_persons_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "labor_teams" (
	"company_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"team_name" text NOT NULL,
	"leader" text,
	"phone" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_teams_company_id_team_id_pk" PRIMARY KEY("company_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "labor_work_types" (
	"company_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"work_type_name" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_work_types_company_id_work_type_id_pk" PRIMARY KEY("company_id","work_type_id")
);
--> statement-breakpoint
ALTER TABLE "labor_persons" ADD CONSTRAINT "labor_persons_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_persons" ADD CONSTRAINT "labor_persons_company_id_team_id_labor_teams_company_id_team_id_fk" FOREIGN KEY ("company_id","team_id") REFERENCES "public"."labor_teams"("company_id","team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_persons" ADD CONSTRAINT "labor_persons_company_id_work_type_id_labor_work_types_company_id_work_type_id_fk" FOREIGN KEY ("company_id","work_type_id") REFERENCES "public"."labor_work_types"("company_id","work_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_teams" ADD CONSTRAINT "labor_teams_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_work_types" ADD CONSTRAINT "labor_work_types_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_persons_company_id_card_key" ON "labor_persons" USING btree ("company_id","id_card");--> statement-breakpoint
CREATE INDEX "labor_persons_company_created_idx" ON "labor_persons" USING btree ("company_id","created_at","person_id");--> statement-breakpoint
CREATE INDEX "labor_persons_company_team_idx" ON "labor_persons" USING btree ("company_id","team_id");--> statement-breakpoint
CREATE INDEX "labor_persons_company_work_type_idx" ON "labor_persons" USING btree ("company_id","work_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_teams_company_name_key" ON "labor_teams" USING btree ("company_id","team_name");--> statement-breakpoint
CREATE INDEX "labor_teams_company_created_idx" ON "labor_teams" USING btree ("company_id","created_at","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labor_work_types_company_name_key" ON "labor_work_types" USING btree ("company_id","work_type_name");--> statement-breakpoint
CREATE INDEX "labor_work_types_company_created_idx" ON "labor_work_types" USING btree ("company_id","created_at","work_type_id");