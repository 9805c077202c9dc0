-- A product's declared condition and the list's sort and price-range indexes.
ALTER TABLE "products" ADD COLUMN "condition_id" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_id_check" CHECK ("condition_id" BETWEEN 1 AND 5);--> statement-breakpoint
-- Existing items get a deterministic, realistic spread (by a hash of the id): 8% New with tags,
-- 20% Pristine, 35% Excellent, 25% Very good, 12% Good. The seeders use the same mapping.
UPDATE "products" SET "condition_id" = CASE
  WHEN ("id"::bigint * 2654435761) % 100 < 8 THEN 1
  WHEN ("id"::bigint * 2654435761) % 100 < 28 THEN 2
  WHEN ("id"::bigint * 2654435761) % 100 < 63 THEN 3
  WHEN ("id"::bigint * 2654435761) % 100 < 88 THEN 4
  ELSE 5 END
WHERE "condition_id" IS NULL;--> statement-breakpoint
-- What the shopper pays (the offer applied, rounded to fils like discountedPrice in
-- shared-contracts/src/rules/price.ts): the price sorts and the price range read it.
ALTER TABLE "products" ADD COLUMN "paid_price" numeric(14, 2) GENERATED ALWAYS AS (CASE WHEN "offer_price" > 0 THEN round("price" * (100 - least("offer_price", 100))) / 100 ELSE "price" END) STORED;--> statement-breakpoint
-- lower(name, description): the list's `q` matches name or description through one trigram index.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || E'\n' || "description")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Public-only, covering the filter columns: price sorts and price ranges walk (paid_price, id) and
-- filter in the index (index-only scans), facet counts aggregate it without reading the table.
CREATE INDEX "products_public_paid_price" ON "products" USING btree ("paid_price","id") INCLUDE ("category_id","brand_id","sex_id","condition_id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
-- Newest first with any filter mix (and facet counts without a price range): index-only.
CREATE INDEX "products_public_id_filters" ON "products" USING btree ("id") INCLUDE ("category_id","brand_id","sex_id","condition_id","paid_price") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_condition" ON "products" USING btree ("condition_id","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_offer" ON "products" USING btree ("offer_price","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');
--> statement-breakpoint
-- Facet counts kept in step with products: public products per category, brand, gender,
-- condition (0: none) and 100 AED band of the paid price, so Products/facets.php sums a few
-- thousand rows instead of counting up to every product (see docs/performance.md).
CREATE TABLE "product_facet_counts" (
	"price_bucket" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"sex_id" integer NOT NULL,
	"condition_id" smallint NOT NULL,
	"n" integer NOT NULL,
	PRIMARY KEY ("price_bucket", "category_id", "brand_id", "sex_id", "condition_id")
);
--> statement-breakpoint
-- One upsert per statement (transition tables), in key order so concurrent writers lock the rows
-- they share in the same order.
CREATE FUNCTION product_facet_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_facet_counts AS f (price_bucket, category_id, brand_id, sex_id, condition_id, n)
    SELECT floor(paid_price / 100)::int, category_id, brand_id, sex_id, coalesce(condition_id, 0), count(*)
      FROM new_rows WHERE status IN ('Available', 'OnSale', 'SoldOut')
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (price_bucket, category_id, brand_id, sex_id, condition_id) DO UPDATE SET n = f.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_facet_counts AS f (price_bucket, category_id, brand_id, sex_id, condition_id, n)
    SELECT floor(paid_price / 100)::int, category_id, brand_id, sex_id, coalesce(condition_id, 0), -count(*)
      FROM old_rows WHERE status IN ('Available', 'OnSale', 'SoldOut')
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (price_bucket, category_id, brand_id, sex_id, condition_id) DO UPDATE SET n = f.n + excluded.n;
  ELSE
    INSERT INTO product_facet_counts AS f (price_bucket, category_id, brand_id, sex_id, condition_id, n)
    SELECT b, c, br, s, d, sum(delta) FROM (
      SELECT floor(paid_price / 100)::int AS b, category_id AS c, brand_id AS br, sex_id AS s,
             coalesce(condition_id, 0) AS d, 1 AS delta
        FROM new_rows WHERE status IN ('Available', 'OnSale', 'SoldOut')
      UNION ALL
      SELECT floor(paid_price / 100)::int, category_id, brand_id, sex_id, coalesce(condition_id, 0), -1
        FROM old_rows WHERE status IN ('Available', 'OnSale', 'SoldOut')
    ) changes
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (price_bucket, category_id, brand_id, sex_id, condition_id) DO UPDATE SET n = f.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_facet_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_facet_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "product_facet_counts" ("price_bucket", "category_id", "brand_id", "sex_id", "condition_id", "n")
SELECT floor(paid_price / 100)::int, category_id, brand_id, sex_id, coalesce(condition_id, 0), count(*)
  FROM products WHERE status IN ('Available', 'OnSale', 'SoldOut') GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER products_facets_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();
--> statement-breakpoint
CREATE TRIGGER products_facets_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_truncated();
--> statement-breakpoint
-- A price sort with a category or a brand: walk that column's price order (the first page of
-- category 2 at 1,000-20,000 AED walked 286k entries of products_public_paid_price otherwise).
CREATE INDEX "products_public_category_price" ON "products" USING btree ("category_id","paid_price","id") INCLUDE ("brand_id","sex_id","condition_id") WHERE status IN ('Available', 'OnSale', 'SoldOut');
--> statement-breakpoint
CREATE INDEX "products_public_brand_price" ON "products" USING btree ("brand_id","paid_price","id") INCLUDE ("category_id","sex_id","condition_id") WHERE status IN ('Available', 'OnSale', 'SoldOut');
