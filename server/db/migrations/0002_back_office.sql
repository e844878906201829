CREATE TABLE "contract_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"called_by" text,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_calls_outcome" CHECK ("contract_calls"."outcome" in ('reached', 'noAnswer', 'callBack'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"policy_number" text,
	"start_date" date,
	"premium_centimes" bigint NOT NULL,
	"lost_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_decision" CHECK ("contracts"."decision" in ('confirmed', 'lost')),
	CONSTRAINT "contracts_decision_details" CHECK (("contracts"."decision" = 'confirmed' and "contracts"."policy_number" is not null and "contracts"."start_date" is not null)
        or ("contracts"."decision" = 'lost' and "contracts"."lost_reason" is not null))
);
--> statement-breakpoint
DROP INDEX "offers_agency_id_created_at_id_index";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "selected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_calls" ADD CONSTRAINT "contract_calls_called_by_users_id_fk" FOREIGN KEY ("called_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_calls_quote_id_called_at_index" ON "contract_calls" USING btree ("quote_id","called_at");--> statement-breakpoint
CREATE INDEX "contracts_agency_id_decision_decided_at_quote_id_index" ON "contracts" USING btree ("agency_id","decision","decided_at" DESC NULLS FIRST,"quote_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_by_agency_created" ON "offers" USING btree ("agency_id","created_at" DESC NULLS FIRST,"quote_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_by_created" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_by_city_created" ON "quotes" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_by_created" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_by_selected_offer" ON "quotes" USING btree ("selected_offer_id") WHERE selected_offer_id is not null;--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_at_index" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS FIRST);