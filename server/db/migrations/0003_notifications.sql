CREATE TABLE "message_receipts" (
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"error_code" integer,
	"error_title" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_receipts_provider_message_id_status_pk" PRIMARY KEY("provider_message_id","status")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"event" text NOT NULL,
	"record_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_user_id" text,
	"locale" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider" text,
	"provider_message_id" text,
	"rendered" jsonb,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "messages_attempts" CHECK ("messages"."attempts" >= 0),
	CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('queued', 'sending', 'retrying', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_selections" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_new_quotes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_by_provider_message_id" ON "messages" USING btree ("provider_message_id") WHERE "messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_by_created" ON "messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_by_status_created" ON "messages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_by_event_record" ON "messages" USING btree ("event","record_id","created_at" DESC NULLS LAST);