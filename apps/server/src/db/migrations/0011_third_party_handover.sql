CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"third_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"nick_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "third_party_accounts" ADD CONSTRAINT "third_party_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_tokens_expires_idx" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_accounts_identity_key" ON "third_party_accounts" USING btree ("provider","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_accounts_user_key" ON "third_party_accounts" USING btree ("user_id","provider","third_type");