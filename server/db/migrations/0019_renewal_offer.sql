ALTER TABLE "contracts" ADD COLUMN "renewal_offer_basic_centimes" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_offer_intermediate_centimes" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_offer_premium_centimes" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_offered_by" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewal_offered_by_users_id_fk" FOREIGN KEY ("renewal_offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewal_offer" CHECK (("contracts"."renewal_offered_at" is null and "contracts"."renewal_offer_basic_centimes" is null
          and "contracts"."renewal_offer_intermediate_centimes" is null and "contracts"."renewal_offer_premium_centimes" is null)
        or ("contracts"."decision" = 'confirmed' and "contracts"."renewal_offered_at" is not null
          and 0 < "contracts"."renewal_offer_basic_centimes"
          and "contracts"."renewal_offer_basic_centimes" <= "contracts"."renewal_offer_intermediate_centimes"
          and "contracts"."renewal_offer_intermediate_centimes" <= "contracts"."renewal_offer_premium_centimes"));