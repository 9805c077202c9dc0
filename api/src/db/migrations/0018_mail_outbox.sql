-- Every mail is a row written in the transaction of its cause; workers on any instance claim due
-- rows with FOR UPDATE SKIP LOCKED, hold them by a lease (locked_until) and retry with backoff.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"kind" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_state" CHECK ("state" IN ('Pending', 'Sent', 'Failed')),
	CONSTRAINT "mail_outbox_language" CHECK ("language" IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" ("next_attempt_at") WHERE "state" = 'Pending';
--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient" ON "mail_outbox" ("recipient", "id");
--> statement-breakpoint
CREATE INDEX "mail_outbox_state_id" ON "mail_outbox" ("state", "id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_language" CHECK ("email_language" IN ('en', 'ar'));
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_alerts" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A mailed link to set a new password: only its SHA-256 is kept; it works once, until expires_at.
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" ("user_id");
--> statement-breakpoint
-- The signed-in shoppers' favourites, kept for price-drop and back-in-stock alerts.
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "product_id")
);
--> statement-breakpoint
CREATE INDEX "favourites_product" ON "favourites" ("product_id");
