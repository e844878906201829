ALTER TABLE "quotes" ADD COLUMN "renewal_of_quote_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "duration_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_renewal_of_quote_id_quotes_id_fk" FOREIGN KEY ("renewal_of_quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_by_renewal_of" ON "quotes" USING btree ("renewal_of_quote_id") WHERE renewal_of_quote_id is not null;--> statement-breakpoint
CREATE INDEX "contracts_by_renewal_date" ON "contracts" USING btree ("agency_id",((start_date + make_interval(months => duration_months::int))::date)) WHERE decision = 'confirmed';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_duration" CHECK ("contracts"."duration_months" in (6, 12));