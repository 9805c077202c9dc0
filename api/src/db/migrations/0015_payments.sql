-- One payment per order, beside it: how the buyer pays and where that stands (amounts in fils).
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_fils" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "payments_order" UNIQUE ("order_id"),
	CONSTRAINT "payments_method" CHECK ("method" IN ('cash_on_delivery', 'card')),
	CONSTRAINT "payments_status" CHECK ("status" IN ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_fils" CHECK ("amount_fils" >= 0),
	CONSTRAINT "payments_refunded_fils" CHECK ("refunded_fils" >= 0 AND "refunded_fils" <= "amount_fils")
);
--> statement-breakpoint
-- Earlier orders were paid cash on delivery: collected once delivered, handed back once returned.
INSERT INTO "payments" ("order_id", "method", "provider", "provider_reference", "amount_fils", "status", "refunded_fils", "paid_at")
SELECT o."id", 'cash_on_delivery', 'cash_on_delivery', 'cod-' || o."id", round(o."total" * 100)::int,
	CASE o."status" WHEN 'Delivered' THEN 'paid' WHEN 'Returned' THEN 'refunded' ELSE 'pending' END,
	CASE o."status" WHEN 'Returned' THEN round(o."total" * 100)::int ELSE 0 END,
	CASE WHEN o."status" IN ('Delivered', 'Returned') THEN o."delivered_at" END
FROM "orders" o
ON CONFLICT ("order_id") DO NOTHING;
