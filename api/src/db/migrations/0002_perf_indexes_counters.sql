CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_public_id" ON "products" USING btree ("id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_category" ON "products" USING btree ("category_id","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_brand" ON "products" USING btree ("brand_id","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_sex" ON "products" USING btree ("sex_id","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_public_category_sex" ON "products" USING btree ("category_id","sex_id","id") WHERE status IN ('Available', 'OnSale', 'SoldOut');