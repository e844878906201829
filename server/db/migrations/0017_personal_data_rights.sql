ALTER TABLE "drivers" DROP CONSTRAINT "drivers_cin_format";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotes_to_anonymise" ON "quotes" USING btree ("expires_at") WHERE anonymised_at is null;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_cin_format" CHECK ("drivers"."cin" ~ '^[A-Z]{1,2}[0-9]{1,6}$' or "drivers"."cin" = '');