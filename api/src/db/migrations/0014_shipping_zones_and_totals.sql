-- Shipping zones with their flat fee and free-shipping threshold, in fils (1 AED = 100 fils),
-- set in the back-office; seeded with the defaults of docs/decisions.md.
CREATE TABLE "shipping_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"fee_fils" integer NOT NULL,
	"free_from_fils" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_zone" CHECK ("zone" IN ('UAE', 'GCC', 'WORLD')),
	CONSTRAINT "shipping_zones_fee_fils" CHECK ("fee_fils" >= 0),
	CONSTRAINT "shipping_zones_free_from_fils" CHECK ("free_from_fils" >= 0)
);
--> statement-breakpoint
INSERT INTO "shipping_zones" ("zone", "fee_fils", "free_from_fils") VALUES
	('UAE', 5000, 100000),
	('GCC', 15000, 500000),
	('WORLD', 35000, 1000000)
ON CONFLICT ("zone") DO NOTHING;
--> statement-breakpoint
-- The cash-on-delivery limit is one value: a row of the shared settings (fils, as text).
INSERT INTO "app_settings" ("key", "value") VALUES ('cash_on_delivery_limit_fils', '1000000')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- An order's totals as computed at placement (AED, like "total", which stays what the buyer
-- pays). Constant defaults add the columns without rewriting the table.
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(6, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text;--> statement-breakpoint
-- Earlier orders shipped free and their VAT-inclusive prices carried the UAE's 5%.
UPDATE "orders" SET "subtotal" = "total", "vat" = round("total" * 5 / 105, 2), "vat_rate" = 0.05;
