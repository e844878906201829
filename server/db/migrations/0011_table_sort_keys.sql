-- The back-office tables sort and search on keys kept on the agency's offer rows, indexed by
-- (agency, key, quote id), and fragments through trigrams (pg_trgm); the comparison reads each
-- agency's ratings from running totals (decision 0026).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agency_ratings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "agency_ratings_bounds" CHECK ("agency_ratings"."rating_sum" between "agency_ratings"."rating_count" and 5 * "agency_ratings"."rating_count")
);
--> statement-breakpoint
ALTER TABLE "agency_ratings" ADD CONSTRAINT "agency_ratings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "agency_ratings" ("agency_id", "rating_count", "rating_sum")
  SELECT "agency_id", count(*), sum("rating") FROM "surveys" GROUP BY "agency_id";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "quote_reference" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "city_id" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "city_names" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "shown_price_centimes" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "client_search" text;--> statement-breakpoint
-- The existing offers' keys, by the rules of server/modules/offers/offer-keys.ts as written
-- today (cityNamesSql, initialsKeySql, agencyPriceSql, clientSearchSql).
UPDATE "offers" o SET
  "quote_reference" = q."reference",
  "city_id" = q."city_id",
  "city_names" = c."name_fr" || E'\n' || c."name_ar" || E'\n' || c."name_en",
  "client_key" = left(d."first_name", 1) || left(d."last_name", 1),
  "shown_price_centimes" = CASE WHEN coalesce(q."selected_offer_id" = o."id", false)
    THEN CASE q."selected_pack" WHEN 'premium' THEN o."premium_price_centimes"
      WHEN 'intermediate' THEN o."intermediate_price_centimes" ELSE o."basic_price_centimes" END
    ELSE o."basic_price_centimes" END,
  "client_search" = CASE WHEN coalesce(q."selected_offer_id" = o."id", false)
    THEN d."first_name" || ' ' || d."last_name" || E'\n' || d."last_name" || ' ' || d."first_name"
      || E'\n' || d."cin" || E'\n' || d."phone" || E'\n' || v."plate" END
FROM "quotes" q JOIN "drivers" d ON d."id" = q."driver_id" JOIN "vehicles" v ON v."id" = q."vehicle_id"
  JOIN "cities" c ON c."id" = q."city_id"
WHERE q."id" = o."quote_id";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "quote_reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "city_names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "client_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "shown_price_centimes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_by_agency_premium" ON "contracts" USING btree ("agency_id","decision","annual_premium_centimes","quote_id");--> statement-breakpoint
CREATE INDEX "offers_by_agency_reference" ON "offers" USING btree ("agency_id","quote_reference","quote_id");--> statement-breakpoint
CREATE INDEX "offers_by_agency_client" ON "offers" USING btree ("agency_id","client_key","quote_id");--> statement-breakpoint
CREATE INDEX "offers_by_agency_price" ON "offers" USING btree ("agency_id","shown_price_centimes","quote_id");--> statement-breakpoint
CREATE INDEX "offers_search" ON "offers" USING gin ("quote_reference" gin_trgm_ops,"city_names" gin_trgm_ops,"client_key" gin_trgm_ops,"client_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_published_by_agency" ON "surveys" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE publish_consent_at is not null and comment <> '';
