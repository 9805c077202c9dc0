import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const brands = pgTable(
  'brands',
  {
    BrandID: serial('id').primaryKey(),
    Name: text('name').notNull(),
    /** The name in Arabic script (migration 0009); matched by the brand and product searches. */
    NameAr: text('name_ar'),
    Image: text('image').notNull().default(''),
  },
  (t) => [index('brands_name_trgm').using('gin', sql`${t.Name} gin_trgm_ops`)],
);

export const categories = pgTable('categories', {
  CategoireID: serial('id').primaryKey(),
  Name: text('name').notNull(),
  /** The name in Arabic script, if any (migration 0010). */
  NameAr: text('name_ar'),
  Image: text('image').notNull().default(''),
});

export const colours = pgTable('colors', {
  Color_ID: serial('id').primaryKey(),
  Name: text('name').notNull(),
  /** The name in Arabic script, if any (migration 0010). */
  NameAr: text('name_ar'),
});

export const genders = pgTable('sexes', {
  SexID: serial('id').primaryKey(),
  Name: text('name').notNull(),
  /** The name in Arabic script, if any (migration 0010). */
  NameAr: text('name_ar'),
});
