-- A card payment holds the order's pieces until `hold_until`; its Checkout Session is the reference
-- until paid, then the PaymentIntent (what refunds name). The invoice number is given once paid.
ALTER TABLE "payments" ADD COLUMN "hold_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number" UNIQUE ("invoice_number");
--> statement-breakpoint
CREATE SEQUENCE "invoice_number_seq";
--> statement-breakpoint
-- Payments already paid get their numbers in the order they were paid.
UPDATE "payments" p SET "invoice_number" = 'RLX-' || to_char(coalesce(p."paid_at", p."created_at") AT TIME ZONE 'Asia/Dubai', 'YYYY') || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')
FROM (SELECT "id" FROM "payments" WHERE "status" IN ('paid', 'refunded') AND "paid_at" IS NOT NULL ORDER BY "paid_at", "id") AS ordered
WHERE p."id" = ordered."id";
--> statement-breakpoint
-- Sweeps find the card payments whose hold has run out.
CREATE INDEX "payments_holds" ON "payments" ("hold_until") WHERE "status" = 'pending' AND "hold_until" IS NOT NULL;
--> statement-breakpoint
-- One row per refund: its provider id, amount and state (a card refund may be pending for days).
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE cascade,
	CONSTRAINT "payment_refunds_status" CHECK ("status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_amount_fils" CHECK ("amount_fils" > 0)
);
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment" ON "payment_refunds" ("payment_id");
--> statement-breakpoint
-- Refunds recorded before this table: one cash refund each.
INSERT INTO "payment_refunds" ("payment_id", "provider_reference", "amount_fils", "status", "created_at", "updated_at")
SELECT "id", "provider_reference" || '-refund', "refunded_fils", 'succeeded', coalesce("refunded_at", "updated_at"), coalesce("refunded_at", "updated_at")
FROM "payments" WHERE "refunded_fils" > 0;
--> statement-breakpoint
-- Provider events already handled: a webhook delivered twice, or to two instances, applies once.
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY ("provider", "event_id")
);
