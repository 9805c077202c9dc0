-- A sell submission with quantity 0 used to be stored as SoldOut, which is a public status: it was
-- listed before any review. A product with a queue entry is pending by definition (approve and
-- ignore remove the entry), so it waits as Submitted; approving sets SoldOut from its quantity.
UPDATE "products" SET "status" = 'Submitted'
WHERE "status" IN ('Available', 'OnSale', 'SoldOut')
  AND "id" IN (SELECT "product_id" FROM "waiting_list");
