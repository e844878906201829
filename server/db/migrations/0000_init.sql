CREATE SEQUENCE "public"."quote_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"insurer_id" smallint NOT NULL,
	"city_id" smallint NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"manager_name" text NOT NULL,
	"manager_phone" text NOT NULL,
	"acaps_approval_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_status" CHECK ("agencies"."status" in ('pending', 'active', 'suspended', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'driver' NOT NULL,
	"agency_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"birth_date" date,
	"city_id" smallint,
	"profession_id" smallint,
	"convention_id" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_staff_agency" CHECK (("users"."role" in ('agent', 'agency_manager')) = ("users"."agency_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"city_id" smallint NOT NULL,
	"cin" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date NOT NULL,
	"profession_id" smallint NOT NULL,
	"convention_id" smallint NOT NULL,
	"licence_obtained_on" date NOT NULL,
	"licence_expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_cin_format" CHECK ("drivers"."cin" ~ '^[A-Z]{1,2}[0-9]{1,6}$'),
	CONSTRAINT "drivers_licence_dates" CHECK ("drivers"."licence_obtained_on" < "drivers"."licence_expires_on")
);
--> statement-breakpoint
CREATE TABLE "guarantee_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pfcp" text NOT NULL,
	"theft" text NOT NULL,
	"collision_damage" text NOT NULL,
	"legal_defence" text NOT NULL,
	"all_risk" text NOT NULL,
	"glass_breakage" text NOT NULL,
	"assistance" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guarantee_choices_matching_options" CHECK ("guarantee_choices"."pfcp" like 'pfcp.%' and "guarantee_choices"."theft" like 'theft.%'
        and "guarantee_choices"."collision_damage" like 'collisionDamage.%' and "guarantee_choices"."legal_defence" like 'legalDefence.%'
        and "guarantee_choices"."all_risk" like 'allRisk.%' and "guarantee_choices"."glass_breakage" like 'glassBreakage.%'
        and "guarantee_choices"."assistance" like 'assistance.%')
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"basic_price_centimes" bigint NOT NULL,
	"intermediate_price_centimes" bigint NOT NULL,
	"premium_price_centimes" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"priced_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_quoteId_agencyId_unique" UNIQUE("quote_id","agency_id"),
	CONSTRAINT "offers_prices_ordered" CHECK (0 < "offers"."basic_price_centimes" and "offers"."basic_price_centimes" <= "offers"."intermediate_price_centimes"
        and "offers"."intermediate_price_centimes" <= "offers"."premium_price_centimes"
        and "offers"."premium_price_centimes" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"guarantee_choice_id" uuid NOT NULL,
	"city_id" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"insurance_start_date" date NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"selected_offer_id" uuid,
	"selected_pack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quotes_userId_idempotencyKey_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('pending', 'offered', 'selected', 'confirmed', 'lost', 'expired', 'cancelled')),
	CONSTRAINT "quotes_selection_complete" CHECK (("quotes"."selected_offer_id" is null) = ("quotes"."selected_pack" is null))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"brand_id" smallint NOT NULL,
	"fuel_id" smallint NOT NULL,
	"fiscal_power_id" smallint NOT NULL,
	"seat_count_id" smallint NOT NULL,
	"first_registration_date" date NOT NULL,
	"new_value_centimes" bigint NOT NULL,
	"market_value_centimes" bigint NOT NULL,
	"plate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_values_positive" CHECK ("vehicles"."market_value_centimes" > 0),
	CONSTRAINT "vehicles_market_le_new" CHECK ("vehicles"."market_value_centimes" <= "vehicles"."new_value_centimes")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"agency_id" uuid,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"ip_address" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "cities_nameFr_unique" UNIQUE("name_fr")
);
--> statement-breakpoint
CREATE TABLE "conventions" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "conventions_nameFr_unique" UNIQUE("name_fr")
);
--> statement-breakpoint
CREATE TABLE "fiscal_powers" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"cv" smallint NOT NULL,
	CONSTRAINT "fiscal_powers_cv_unique" UNIQUE("cv"),
	CONSTRAINT "fiscal_powers_cv_range" CHECK ("fiscal_powers"."cv" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "fuels" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "fuels_nameFr_unique" UNIQUE("name_fr")
);
--> statement-breakpoint
CREATE TABLE "guarantee_options" (
	"code" text PRIMARY KEY NOT NULL,
	"guarantee" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "guarantee_options_guarantee_position_unique" UNIQUE("guarantee","position"),
	CONSTRAINT "guarantee_options_code_prefix" CHECK ("guarantee_options"."code" like "guarantee_options"."guarantee" || '.%')
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "insurers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "professions_nameFr_unique" UNIQUE("name_fr")
);
--> statement-breakpoint
CREATE TABLE "seat_counts" (
	"id" "smallserial" PRIMARY KEY NOT NULL,
	"seats" smallint NOT NULL,
	CONSTRAINT "seat_counts_seats_unique" UNIQUE("seats"),
	CONSTRAINT "seat_counts_range" CHECK ("seat_counts"."seats" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_pfcp_guarantee_options_code_fk" FOREIGN KEY ("pfcp") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_theft_guarantee_options_code_fk" FOREIGN KEY ("theft") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_collision_damage_guarantee_options_code_fk" FOREIGN KEY ("collision_damage") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_legal_defence_guarantee_options_code_fk" FOREIGN KEY ("legal_defence") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_all_risk_guarantee_options_code_fk" FOREIGN KEY ("all_risk") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_glass_breakage_guarantee_options_code_fk" FOREIGN KEY ("glass_breakage") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_choices" ADD CONSTRAINT "guarantee_choices_assistance_guarantee_options_code_fk" FOREIGN KEY ("assistance") REFERENCES "public"."guarantee_options"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_guarantee_choice_id_guarantee_choices_id_fk" FOREIGN KEY ("guarantee_choice_id") REFERENCES "public"."guarantee_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_id_fuels_id_fk" FOREIGN KEY ("fuel_id") REFERENCES "public"."fuels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fiscal_power_id_fiscal_powers_id_fk" FOREIGN KEY ("fiscal_power_id") REFERENCES "public"."fiscal_powers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_seat_count_id_seat_counts_id_fk" FOREIGN KEY ("seat_count_id") REFERENCES "public"."seat_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_city_id_status_index" ON "agencies" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_agency_id_index" ON "users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_index" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "drivers_user_id_index" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_agency_id_created_at_index" ON "offers" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_city_status_created" ON "quotes" USING btree ("city_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_index" ON "quotes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_user_id_index" ON "vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_agency_id_at_index" ON "audit_log" USING btree ("agency_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_index" ON "audit_log" USING btree ("at" DESC NULLS LAST);