-- The priced tables' sort by status reads the status each offer's agency sees, kept on the offer
-- (statusKeySql in server/modules/offers/offer-keys.ts, the rule of agencyStatusSql with the clock
-- aside, written by hand here as 0011 did for the other keys), and the quote's end of validity
-- while that key is `offered`.
ALTER TABLE "offers" ADD COLUMN "status_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "open_until" timestamp with time zone;--> statement-breakpoint
UPDATE "offers" o SET
  "status_key" = CASE
    WHEN q."status" IN ('pending', 'offered') THEN 'offered'
    WHEN q."status" IN ('selected', 'confirmed', 'lost') THEN
      CASE WHEN coalesce(q."selected_offer_id" = o."id", false) THEN q."status" ELSE 'notRetained' END
    ELSE q."status" END,
  "open_until" = CASE WHEN q."status" IN ('pending', 'offered') THEN q."expires_at" END
  FROM "quotes" q WHERE q."id" = o."quote_id";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "status_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_by_agency_status" ON "offers" USING btree ("agency_id","status_key","quote_id");--> statement-breakpoint
CREATE INDEX "offers_open_by_agency_expiry" ON "offers" USING btree ("agency_id","open_until") WHERE open_until is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_key_known" CHECK ("offers"."status_key" in ('offered', 'selected', 'confirmed', 'lost', 'notRetained', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_open_until_while_offered" CHECK (("offers"."status_key" = 'offered') = ("offers"."open_until" is not null));
