CREATE TABLE "agency_responsiveness" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"priced_count" integer NOT NULL,
	"pricing_median_seconds" integer,
	"called_count" integer NOT NULL,
	"call_back_median_seconds" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_responsiveness" ADD CONSTRAINT "agency_responsiveness_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;