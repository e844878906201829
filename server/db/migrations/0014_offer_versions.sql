CREATE TABLE "offer_version_guarantees" (
	"version_id" uuid NOT NULL,
	"pack" text NOT NULL,
	"guarantee" text NOT NULL,
	"level" text NOT NULL,
	"requested_level" text NOT NULL,
	"differs_from_request" boolean NOT NULL,
	"franchise_centimes" bigint,
	"franchise_basis_points" integer,
	"franchise_minimum_centimes" bigint,
	"ceiling_centimes" bigint,
	CONSTRAINT "offer_version_guarantees_version_id_pack_guarantee_pk" PRIMARY KEY("version_id","pack","guarantee"),
	CONSTRAINT "offer_version_guarantees_level" CHECK ("offer_version_guarantees"."level" like "offer_version_guarantees"."guarantee" || '.%'),
	CONSTRAINT "offer_version_guarantees_amounts" CHECK (coalesce("offer_version_guarantees"."franchise_centimes", 1) > 0 and coalesce("offer_version_guarantees"."franchise_minimum_centimes", 1) > 0
        and coalesce("offer_version_guarantees"."ceiling_centimes", 1) > 0
        and coalesce("offer_version_guarantees"."franchise_basis_points", 1) between 1 and 10000
        and ("offer_version_guarantees"."franchise_minimum_centimes" is null or "offer_version_guarantees"."franchise_basis_points" is not null))
);
--> statement-breakpoint
CREATE TABLE "offer_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"basic_price_centimes" bigint NOT NULL,
	"intermediate_price_centimes" bigint NOT NULL,
	"premium_price_centimes" bigint NOT NULL,
	"basic_conditions" text DEFAULT '' NOT NULL,
	"intermediate_conditions" text DEFAULT '' NOT NULL,
	"premium_conditions" text DEFAULT '' NOT NULL,
	"terms_stated" boolean DEFAULT true NOT NULL,
	"priced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_versions_offerId_revision_unique" UNIQUE("offer_id","revision"),
	CONSTRAINT "offer_versions_conditions_length" CHECK (char_length("offer_versions"."basic_conditions") <= 500
        and char_length("offer_versions"."intermediate_conditions") <= 500
        and char_length("offer_versions"."premium_conditions") <= 500)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_version_guarantees" ADD CONSTRAINT "offer_version_guarantees_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_version_guarantees" ADD CONSTRAINT "offer_version_guarantees_level_guarantee_options_code_fk" FOREIGN KEY ("level") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_version_guarantees" ADD CONSTRAINT "offer_version_guarantees_requested_level_guarantee_options_code_fk" FOREIGN KEY ("requested_level") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Offers sent before agencies stated their terms: their latest prices as their one known
-- version, marked as stating no guarantees (shown as not stated, never guessed).
INSERT INTO "offer_versions" ("offer_id", "revision", "basic_price_centimes", "intermediate_price_centimes", "premium_price_centimes", "terms_stated", "priced_by", "created_at")
SELECT "id", "revision", "basic_price_centimes", "intermediate_price_centimes", "premium_price_centimes", false, "priced_by", "updated_at" FROM "offers";--> statement-breakpoint
-- Ratings count only the answers whose authors agreed to show them to other drivers.
DELETE FROM "agency_ratings";--> statement-breakpoint
INSERT INTO "agency_ratings" ("agency_id", "rating_count", "rating_sum")
SELECT "agency_id", count(*)::int, sum("rating")::int FROM "surveys" WHERE "publish_consent_at" IS NOT NULL GROUP BY "agency_id";
