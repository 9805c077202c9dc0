-- An order's way after it is placed: status history, shipping details, payouts.
-- Columns are nullable without defaults, so adding them rewrites no existing row.
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_details" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- The price breakdown set when a submission is approved (null for products added otherwise).
ALTER TABLE "products" ADD COLUMN "product_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fees_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_price" numeric(14, 2);--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text DEFAULT 'system' NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Back-office pages by status, newest first; My Orders newest first (replaces orders_user).
CREATE INDEX "orders_status_id" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_user_id" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_user";--> statement-breakpoint
-- Every existing order starts its timeline with Pending at its order date; an order already in
-- another status gets that status too, dated now, so the timeline ends where the order is.
INSERT INTO "order_events" ("order_id", "status", "at", "actor")
SELECT "id", 'Pending', "order_date", 'system' FROM "orders" ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at", "actor", "note")
SELECT "id", "status", now(), 'system', 'Status when the timeline started'
FROM "orders" WHERE "status" <> 'Pending' ORDER BY "id";
