-- The back-office tables' last sorts and searches that read more than their page.
-- The pending table's sort by client and search by initials read the quote's own key (the rule of
-- initialsKeySql, written by hand here as 0011 did for the offers): existing quotes get theirs
-- from their driver, an anonymised one the empty key its emptied names give.
ALTER TABLE "quotes" ADD COLUMN "client_key" text;--> statement-breakpoint
UPDATE "quotes" q SET "client_key" = left(d."first_name", 1) || left(d."last_name", 1)
  FROM "drivers" d WHERE d."id" = q."driver_id";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "client_key" SET NOT NULL;--> statement-breakpoint
-- The contracts table walks the offers of its confirmed contracts only (contractedSql).
ALTER TABLE "offers" ADD COLUMN "contracted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "offers" o SET "contracted" = true FROM "contracts" c
  WHERE c."offer_id" = o."id" AND c."decision" = 'confirmed';--> statement-breakpoint
CREATE INDEX "quotes_open_by_city_reference" ON "quotes" USING btree ("city_id","reference","id") WHERE status in ('pending', 'offered');--> statement-breakpoint
CREATE INDEX "quotes_open_by_city_client" ON "quotes" USING btree ("city_id","client_key","id") WHERE status in ('pending', 'offered');--> statement-breakpoint
CREATE INDEX "quotes_open_search" ON "quotes" USING gin ("reference" gin_trgm_ops,"client_key" gin_trgm_ops) WHERE status in ('pending', 'offered');--> statement-breakpoint
CREATE INDEX "offers_contracted_by_reference" ON "offers" USING btree ("agency_id","quote_reference","quote_id") WHERE contracted;--> statement-breakpoint
CREATE INDEX "offers_contracted_by_client" ON "offers" USING btree ("agency_id","client_key","quote_id") WHERE contracted;--> statement-breakpoint
CREATE INDEX "offers_contracted_by_city_fr" ON "offers" USING btree ("agency_id",split_part("city_names", chr(10), 1),"quote_id") WHERE contracted;--> statement-breakpoint
CREATE INDEX "offers_contracted_by_city_en" ON "offers" USING btree ("agency_id",split_part("city_names", chr(10), 3),"quote_id") WHERE contracted;--> statement-breakpoint
CREATE INDEX "offers_contracted_by_city_ar" ON "offers" USING btree ("agency_id",split_part("city_names", chr(10), 2),"quote_id") WHERE contracted;--> statement-breakpoint
CREATE INDEX "offers_contracted_search" ON "offers" USING gin ("quote_reference" gin_trgm_ops,"city_names" gin_trgm_ops,"client_key" gin_trgm_ops,"client_search" gin_trgm_ops) WHERE contracted;
