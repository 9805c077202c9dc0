-- Arabic names of brands and products, and search keys that pg_trgm can index in any locale.
ALTER TABLE "brands" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
-- The search key of a text (stored side and query side alike): lower(), the common Arabic
-- spelling variants folded (alef forms to bare alef, taa marbuta to haa, alef maqsura to yaa,
-- tashkeel and tatweel dropped), then each non-ASCII character spelled as a fixed ASCII token:
-- pg_trgm under a C ctype splits words at non-ASCII letters, so Arabic would give no trigrams.
-- Tokens are uppercase letters only: U+0620-065F (the Arabic letters) 'Q'-'T' + one of A-P, any
-- other 'U' + 4 or 'V' + 6 of A-P. The lowered ASCII has no uppercase and a token's first letter
-- is never one of A-P, so a LIKE match always starts and ends on a character boundary.
CREATE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN octet_length(t) = char_length(t) THEN lower(t) ELSE (
    SELECT string_agg(CASE
      WHEN ascii(c) < 128 THEN c
      WHEN ascii(c) BETWEEN 1568 AND 1631
        THEN chr(81 + (ascii(c) - 1568) / 16) || chr(65 + (ascii(c) - 1568) % 16)
      WHEN ascii(c) < 65536
        THEN 'U' || translate(lpad(to_hex(ascii(c)), 4, '0'), '0123456789abcdef', 'ABCDEFGHIJKLMNOP')
      ELSE 'V' || translate(lpad(to_hex(ascii(c)), 6, '0'), '0123456789abcdef', 'ABCDEFGHIJKLMNOP')
      END, '' ORDER BY i)
    FROM unnest(string_to_array(lower(translate(t,
      U&'\0623\0625\0622\0671\0629\0649\0640\064B\064C\064D\064E\064F\0650\0651\0652\0670',
      U&'\0627\0627\0627\0627\0647\064A')), NULL)) WITH ORDINALITY AS chars(c, i)
  ) END
$$;--> statement-breakpoint
-- The seeded brands' Arabic names, as UAE shoppers write them (no-op for other brands).
UPDATE "brands" SET "name_ar" = v.ar FROM (VALUES
  ('Rolex', 'رولكس'),
  ('Patek Philippe', 'باتيك فيليب'),
  ('Audemars Piguet', 'أوديمار بيغيه'),
  ('Omega', 'أوميغا'),
  ('Cartier', 'كارتييه'),
  ('Hermes', 'هيرميس'),
  ('Chanel', 'شانيل'),
  ('Louis Vuitton', 'لويس فيتون'),
  ('Gucci', 'غوتشي'),
  ('Dior', 'ديور'),
  ('Prada', 'برادا'),
  ('Bottega Veneta', 'بوتيغا فينيتا'),
  ('Tiffany & Co.', 'تيفاني آند كو'),
  ('Bvlgari', 'بولغاري'),
  ('Van Cleef & Arpels', 'فان كليف آند آربلز'),
  ('Christian Louboutin', 'كريستيان لوبوتان')
) AS v(en, ar) WHERE "brands"."name" = v.en AND "brands"."name_ar" IS NULL;--> statement-breakpoint
-- search_name and search_text again, as search keys that include the Arabic name (their indexes
-- go with them and are built again below). Keyed part by part (search_key works character by
-- character): an ASCII description then takes search_key's fast path.
ALTER TABLE "products" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_key("name") || coalesce(E'\n' || search_key("name_ar"), '')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_key("name") || coalesce(E'\n' || search_key("name_ar"), '') || E'\n' || search_key("description")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_name_trgm" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_public_id_search" ON "products" USING btree ("id","search_name") WHERE status IN ('Available', 'OnSale', 'SoldOut');--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);
