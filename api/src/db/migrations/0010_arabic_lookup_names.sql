-- Arabic names of categories, colors and genders (brands and products have theirs since 0009).
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "sexes" ADD COLUMN "name_ar" text;--> statement-breakpoint
-- The seeded names' Arabic, as UAE shops write them (no-op for other rows).
UPDATE "categories" SET "name_ar" = v.ar FROM (VALUES
  ('Watches', 'ساعات'),
  ('Bags', 'حقائب'),
  ('Jewellery', 'مجوهرات'),
  ('Shoes', 'أحذية'),
  ('Accessories', 'إكسسوارات')
) AS v(en, ar) WHERE "categories"."name" = v.en AND "categories"."name_ar" IS NULL;--> statement-breakpoint
UPDATE "colors" SET "name_ar" = v.ar FROM (VALUES
  ('Black', 'أسود'),
  ('White', 'أبيض'),
  ('Gold', 'ذهبي'),
  ('Silver', 'فضي'),
  ('Rose Gold', 'ذهبي وردي'),
  ('Brown', 'بني'),
  ('Beige', 'بيج'),
  ('Red', 'أحمر'),
  ('Blue', 'أزرق'),
  ('Green', 'أخضر'),
  ('Pink', 'وردي')
) AS v(en, ar) WHERE "colors"."name" = v.en AND "colors"."name_ar" IS NULL;--> statement-breakpoint
UPDATE "sexes" SET "name_ar" = v.ar FROM (VALUES
  ('Men', 'رجال'),
  ('Women', 'نساء'),
  ('Unisex', 'للجنسين')
) AS v(en, ar) WHERE "sexes"."name" = v.en AND "sexes"."name_ar" IS NULL;
