CREATE TABLE "notification_reads" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_user_id_kind_entity_id_pk" PRIMARY KEY("user_id","kind","entity_id")
);
--> statement-breakpoint
ALTER TABLE "quote_drafts" ADD COLUMN "submission_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "publish_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "publish_consent_version" text;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_publish_consent_complete" CHECK (("surveys"."publish_consent_at" is null) = ("surveys"."publish_consent_version" is null));