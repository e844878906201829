CREATE TABLE "call_tasks" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assigned_to" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_tasks" ADD CONSTRAINT "call_tasks_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_tasks" ADD CONSTRAINT "call_tasks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_tasks" ADD CONSTRAINT "call_tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_tasks_open_by_agency" ON "call_tasks" USING btree ("agency_id","due_at") WHERE "call_tasks"."done_at" is null;--> statement-breakpoint
-- The quotes chosen before calls were tasks: due two hours after the choice (opening hours
-- apply from now on), done when a call reached the driver or the contract was decided.
INSERT INTO "call_tasks" ("quote_id", "agency_id", "due_at", "done_at", "created_at")
SELECT q."id", o."agency_id", q."selected_at" + interval '2 hours',
  coalesce(
    (SELECT c."decided_at" FROM "contracts" c WHERE c."quote_id" = q."id"),
    (SELECT min(k."called_at") FROM "contract_calls" k
      WHERE k."quote_id" = q."id" AND k."outcome" = 'reached')),
  q."selected_at"
FROM "quotes" q JOIN "offers" o ON o."id" = q."selected_offer_id"
WHERE q."selected_at" IS NOT NULL;
