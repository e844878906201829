CREATE TABLE "agency_performance_snapshots" (
	"agency_id" uuid NOT NULL,
	"weeks" smallint NOT NULL,
	"last_monday" date NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agency_performance_snapshots_agency_id_weeks_pk" PRIMARY KEY("agency_id","weeks")
);
--> statement-breakpoint
ALTER TABLE "agency_performance_snapshots" ADD CONSTRAINT "agency_performance_snapshots_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;