DROP INDEX "products_name_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_public_id_search" ON "products" USING btree ("id","search_name") WHERE status IN ('Available', 'OnSale', 'SoldOut');