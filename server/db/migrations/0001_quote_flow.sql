CREATE TABLE "quote_drafts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_quoteId_unique" UNIQUE("quote_id"),
	CONSTRAINT "surveys_rating" CHECK ("surveys"."rating" between 1 and 5)
);
--> statement-breakpoint
DROP INDEX "offers_agency_id_created_at_index";--> statement-breakpoint
DROP INDEX "quotes_city_status_created";--> statement-breakpoint
DROP INDEX "quotes_user_id_created_at_index";--> statement-breakpoint
DROP INDEX "audit_log_agency_id_at_index";--> statement-breakpoint
DROP INDEX "audit_log_at_index";--> statement-breakpoint
ALTER TABLE "quote_drafts" ADD CONSTRAINT "quote_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surveys_agency_id_index" ON "surveys" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "offers_agency_id_created_at_id_index" ON "offers" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_open_by_city" ON "quotes" USING btree ("city_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status in ('pending', 'offered');--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_index" ON "quotes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_agency_id_at_index" ON "audit_log" USING btree ("agency_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_index" ON "audit_log" USING btree ("at" DESC NULLS FIRST);