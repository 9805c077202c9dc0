-- Coupon codes (amounts in fils): a share of the pieces in scope, capped, or a fixed amount.
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"max_discount_fils" integer,
	"amount_fils" integer,
	"min_subtotal_fils" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"brand_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("kind" IN ('percent', 'fixed')),
	CONSTRAINT "promotions_percent" CHECK ("percent" IS NULL OR "percent" BETWEEN 1 AND 100),
	CONSTRAINT "promotions_amounts" CHECK (coalesce("max_discount_fils", 1) > 0 AND coalesce("amount_fils", 1) > 0 AND "min_subtotal_fils" >= 0),
	CONSTRAINT "promotions_limits" CHECK (coalesce("usage_limit", 1) > 0 AND coalesce("per_customer_limit", 1) > 0),
	CONSTRAINT "promotions_dates" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "promotions_uses" CHECK ("uses" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code" ON "promotions" (upper("code"));
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discount_fils" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "promotion_uses_customer" ON "promotion_uses" ("promotion_id", "user_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;
