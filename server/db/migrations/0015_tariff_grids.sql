CREATE TABLE "offer_version_price_lines" (
	"version_id" uuid NOT NULL,
	"pack" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"level" text,
	"rate_bp" integer,
	"base_centimes" bigint,
	"amount_centimes" bigint NOT NULL,
	CONSTRAINT "offer_version_price_lines_version_id_pack_position_pk" PRIMARY KEY("version_id","pack","position")
);
--> statement-breakpoint
CREATE TABLE "quote_price_estimates" (
	"quote_id" uuid NOT NULL,
	"pack" text NOT NULL,
	"min_centimes" bigint NOT NULL,
	"max_centimes" bigint NOT NULL,
	"grid_count" integer NOT NULL,
	CONSTRAINT "quote_price_estimates_quote_id_pack_pk" PRIMARY KEY("quote_id","pack"),
	CONSTRAINT "quote_price_estimates_order" CHECK (0 < "quote_price_estimates"."min_centimes" and "quote_price_estimates"."min_centimes" <= "quote_price_estimates"."max_centimes")
);
--> statement-breakpoint
CREATE TABLE "tariff_grid_age_limits" (
	"grid_id" uuid NOT NULL,
	"guarantee" text NOT NULL,
	"max_vehicle_age_years" smallint NOT NULL,
	CONSTRAINT "tariff_grid_age_limits_grid_id_guarantee_pk" PRIMARY KEY("grid_id","guarantee")
);
--> statement-breakpoint
CREATE TABLE "tariff_grid_bands" (
	"grid_id" uuid NOT NULL,
	"fuel" text NOT NULL,
	"from_cv" smallint NOT NULL,
	"to_cv" smallint,
	"premium_centimes" bigint NOT NULL,
	CONSTRAINT "tariff_grid_bands_grid_id_fuel_from_cv_pk" PRIMARY KEY("grid_id","fuel","from_cv"),
	CONSTRAINT "tariff_grid_bands_fuel" CHECK ("tariff_grid_bands"."fuel" in ('petrol', 'diesel', 'electric'))
);
--> statement-breakpoint
CREATE TABLE "tariff_grid_premiums" (
	"grid_id" uuid NOT NULL,
	"level" text NOT NULL,
	"basis" text NOT NULL,
	"flat_centimes" bigint,
	"rate_bp" integer,
	"minimum_centimes" bigint,
	CONSTRAINT "tariff_grid_premiums_grid_id_level_pk" PRIMARY KEY("grid_id","level"),
	CONSTRAINT "tariff_grid_premiums_basis" CHECK (("tariff_grid_premiums"."basis" = 'flat' and "tariff_grid_premiums"."flat_centimes" is not null and "tariff_grid_premiums"."rate_bp" is null and "tariff_grid_premiums"."minimum_centimes" is null)
        or ("tariff_grid_premiums"."basis" in ('newValue', 'marketValue') and "tariff_grid_premiums"."flat_centimes" is null and "tariff_grid_premiums"."rate_bp" is not null))
);
--> statement-breakpoint
CREATE TABLE "tariff_grids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"young_driver_surcharge_bp" integer NOT NULL,
	"new_licence_surcharge_bp" integer NOT NULL,
	"policy_fees_centimes" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_grids_agencyId_version_unique" UNIQUE("agency_id","version"),
	CONSTRAINT "tariff_grids_rates" CHECK ("tariff_grids"."young_driver_surcharge_bp" between 0 and 10000 and "tariff_grids"."new_licence_surcharge_bp" between 0 and 10000
        and "tariff_grids"."policy_fees_centimes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_levies" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"contract_tax_bp" integer NOT NULL,
	"fgac_contribution_bp" integer NOT NULL,
	"fsec_levy_bp" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_levies_rates" CHECK ("tariff_levies"."contract_tax_bp" between 0 and 10000 and "tariff_levies"."fgac_contribution_bp" between 0 and 10000
        and "tariff_levies"."fsec_levy_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "tariff_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "at_fault_claims_last24_months" smallint;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "material_claims_last12_months" smallint;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "bodily_claims_last12_months" smallint;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "months_insured_without_interruption" smallint;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD COLUMN "tariff_grid_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_version_price_lines" ADD CONSTRAINT "offer_version_price_lines_version_id_offer_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."offer_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_version_price_lines" ADD CONSTRAINT "offer_version_price_lines_level_guarantee_options_code_fk" FOREIGN KEY ("level") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_price_estimates" ADD CONSTRAINT "quote_price_estimates_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grid_age_limits" ADD CONSTRAINT "tariff_grid_age_limits_grid_id_tariff_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."tariff_grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grid_bands" ADD CONSTRAINT "tariff_grid_bands_grid_id_tariff_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."tariff_grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grid_premiums" ADD CONSTRAINT "tariff_grid_premiums_grid_id_tariff_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."tariff_grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grid_premiums" ADD CONSTRAINT "tariff_grid_premiums_level_guarantee_options_code_fk" FOREIGN KEY ("level") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grids" ADD CONSTRAINT "tariff_grids_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grids" ADD CONSTRAINT "tariff_grids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_levies" ADD CONSTRAINT "tariff_levies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_tariff_grid_id_tariff_grids_id_fk" FOREIGN KEY ("tariff_grid_id") REFERENCES "public"."tariff_grids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_tariff_mode" CHECK ("agencies"."tariff_mode" in ('automatic', 'suggestion', 'off'));--> statement-breakpoint
-- The levies in force (domain/tariffs/levies.ts `defaultLevyRates`): tax on insurance contracts 14 %, FGAC 1.3 % of the RC premium, FSEC 1 %. Administrators add later versions.
INSERT INTO "tariff_levies" ("effective_from", "contract_tax_bp", "fgac_contribution_bp", "fsec_levy_bp") VALUES ('2024-01-01', 1400, 130, 100);
