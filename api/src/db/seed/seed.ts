import { eq, sql } from 'drizzle-orm';
import { productStatusFor } from '../../contracts';
import { hashPassword } from '../../auth/passwords';
import { urlOfKey, type ImageStorage } from '../../uploads/storage';
import type { Database } from '../database';
import * as t from '../schema';
import {
  BRANDS,
  BRANDS_AR,
  CATEGORIES,
  COLOURS,
  GENDERS,
  GENDERS_AR,
  itemNameAr,
} from './catalogue';
import { productShotSvg, renderSvg, tileSvg } from './images';
import { planProducts, seedCondition } from './plan-products';
import { silhouetteFor } from './silhouettes';

export const DEMO_CUSTOMER = {
  email: 'customer@reluxe.ae',
  password: 'ReluxeCustomer#2026',
  name: 'Layla Hamdan',
};

interface SeedBase {
  adminEmail: string;
  adminPassword: string;
  /** Also add the demo catalogue and customer (never by default in production). */
  demo: boolean;
  now?: Date;
}

/**
 * The product shots and tiles are rendered into `storage`; with `images: false` (tests) nothing
 * is rendered and no storage is needed, the URLs still pointing at /uploads/seed/.
 */
export type SeedOptions = SeedBase &
  ({ images?: true; storage: ImageStorage } | { images: false; storage?: ImageStorage });

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface Seeded {
  /** Roles, genders, colours and the administrator were added (the database was empty). */
  base: boolean;
  /** The demo catalogue and customer were added. */
  demo: boolean;
}

/**
 * Gives an empty database what every marketplace needs (roles, the genders of the menu, colours,
 * the administrator) and, with `demo`, the demo catalogue when it has no catalogue yet. Instances
 * starting together run it one at a time: one seeds, the others find it seeded.
 */
export function seedDatabase(database: Database, options: SeedOptions): Promise<Seeded> {
  return database.underStartupLock(async () => {
    const base = await seedBaseWhenEmpty(database, options);
    const demo = options.demo ? await seedDemoWhenNoCatalogue(database, options) : false;
    return { base, demo };
  });
}

const countOf = async (database: Database, table: typeof t.roles | typeof t.brands) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

async function seedBaseWhenEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  if ((await countOf(database, t.roles)) > 0) return false;
  const adminHash = await hashPassword(options.adminPassword);
  await database.db.transaction(async (tx) => {
    await tx.insert(t.roles).values([
      { RoleID: 1, RoleName: 'Admin' },
      { RoleID: 2, RoleName: 'Customer' },
    ]);
    await tx.insert(t.users).values({
      UserName: 'Reluxe Admin',
      Email: options.adminEmail.toLowerCase(),
      passwordHash: adminHash,
      RoleID: 1,
    });
    await tx.insert(t.colours).values(COLOURS.map((c) => ({ Name: c.name, NameAr: c.nameAr })));
    await tx.insert(t.genders).values(GENDERS.map((Name) => ({ Name, NameAr: GENDERS_AR[Name] })));
  });
  return true;
}

/** The demo brands, categories, products (owned by the first administrator) and customer. */
async function seedDemoWhenNoCatalogue(database: Database, options: SeedOptions): Promise<boolean> {
  const { db } = database;
  if ((await countOf(database, t.brands)) > 0) return false;
  const storage = options.images === false ? undefined : options.storage;
  // One image at a time: rendering stays within a few MB whatever the catalogue's size.
  const render = async (svg: () => string, name: string) =>
    storage ? renderSvg(svg(), storage, name) : urlOfKey(`seed/${name}.webp`);
  const plan = planProducts(options.now ?? new Date());
  const brandImages: string[] = [];
  for (const [i, brand] of BRANDS.entries()) {
    const tones: [string, string] = i % 2 ? ['#3a3024', '#121010'] : ['#24303a', '#0e1114'];
    brandImages.push(await render(() => tileSvg(brand, tones), `brand-${slug(brand)}`));
  }
  const categoryImages: string[] = [];
  for (const c of CATEGORIES) {
    categoryImages.push(
      await render(() => tileSvg(c.name, c.background, c.silhouette), `category-${slug(c.name)}`),
    );
  }
  const detailImages: Record<string, string> = {};
  for (const c of CATEGORIES) {
    detailImages[c.name] = await render(
      () =>
        productShotSvg({
          silhouette: c.silhouette,
          brand: 'Reluxe',
          caption: 'AUTHENTICATED · CERTIFIED',
          fill: '#2a2623',
          background: ['#6b6256', '#1b1814'],
        }),
      `detail-${slug(c.name)}`,
    );
  }
  const productImages: string[] = [];
  for (const item of plan) {
    const category = CATEGORIES.find((c) => c.name === item.template.category)!;
    const colour = COLOURS.find((c) => c.name === item.colour)!;
    const main = await render(
      () =>
        productShotSvg({
          silhouette: silhouetteFor(item.template.name, category.silhouette),
          brand: item.template.brand,
          caption: item.template.name.toUpperCase(),
          fill: colour.hex,
          background: category.background,
        }),
      `product-${slug(item.template.brand)}-${slug(item.template.name)}-${slug(item.colour)}`,
    );
    productImages.push(main);
  }

  const customerHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: t.users.UserID })
      .from(t.users)
      .where(eq(t.users.RoleID, 1))
      .orderBy(t.users.UserID)
      .limit(1);
    const [customer] = await tx
      .insert(t.users)
      .values({
        UserName: DEMO_CUSTOMER.name,
        Email: DEMO_CUSTOMER.email,
        passwordHash: customerHash,
        RoleID: 2,
        phone: '971501234567',
      })
      .onConflictDoNothing()
      .returning({ id: t.users.UserID });
    const customerId =
      customer?.id ??
      (
        await tx
          .select({ id: t.users.UserID })
          .from(t.users)
          .where(eq(t.users.Email, DEMO_CUSTOMER.email))
      )[0]!.id;
    const brandRows = await tx
      .insert(t.brands)
      .values(BRANDS.map((Name, i) => ({ Name, NameAr: BRANDS_AR[Name], Image: brandImages[i] })))
      .returning();
    const categoryRows = await tx
      .insert(t.categories)
      .values(
        CATEGORIES.map((c, i) => ({ Name: c.name, NameAr: c.nameAr, Image: categoryImages[i] })),
      )
      .returning();
    const colourRows = await tx.select().from(t.colours);
    const genderRows = await tx.select().from(t.genders);
    const idOf = <R extends { Name: string }>(rows: R[], name: string, key: keyof R) =>
      rows.find((r) => r.Name === name)![key] as number;

    const inserted = await tx
      .insert(t.products)
      .values(
        plan.map((item, i) => ({
          UserID: item.ownedByCustomer ? customerId : admin!.id,
          Status: item.status ?? productStatusFor(item.quantity, item.offer),
          Name: `${item.template.brand} ${item.template.name}`,
          NameAr: itemNameAr(item.template),
          Description: item.template.description,
          listedAt: item.listedAt,
          Price: item.status === 'Submitted' ? 0 : item.template.price,
          Quantity: item.quantity,
          images: [productImages[i]!, detailImages[item.template.category]!],
          OfferPrice: item.offer,
          BrandID: idOf(brandRows, item.template.brand, 'BrandID'),
          CategoireID: idOf(categoryRows, item.template.category, 'CategoireID'),
          Color_ID: idOf(colourRows, item.colour, 'Color_ID'),
          SexID: idOf(genderRows, item.template.gender, 'SexID'),
          ConditionID: seedCondition(i + 1),
        })),
      )
      .returning({ id: t.products.ProductID, status: t.products.Status });
    const submitted = inserted.filter((p) => p.status === 'Submitted');
    if (submitted.length > 0) {
      await tx
        .insert(t.sellQueue)
        .values(submitted.map((p) => ({ ProductID: p.id, UserID: customerId })));
    }
    await tx.insert(t.promotions).values(demoSale(options.now ?? new Date()));
  });
  return true;
}

/**
 * The home page's sale as a featured promotion: 10% off up to 900 AED with the code SALE, from
 * the start of the current year to its end in Dubai (UTC+4).
 */
export function demoSale(now: Date) {
  const year = new Date(now.getTime() + 4 * 3_600_000).getUTCFullYear();
  return {
    code: 'SALE',
    headline: 'HOTTEST SALE OF THE YEAR',
    kind: 'percent',
    percent: 10,
    maxDiscountFils: 90_000,
    startsAt: new Date(`${year}-01-01T00:00:00+04:00`),
    endsAt: new Date(`${year}-12-31T23:59:59+04:00`),
    featured: true,
  };
}
