import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';
import { brands, categories, colours, genders } from './schema';

export interface LookupRow {
  id: number;
  name: string;
  image: string;
  /** The Arabic name; null when none is set. */
  nameAr: string | null;
}

export interface LookupTable {
  /** Ordered by id (the public lists). */
  rows: LookupRow[];
  byId: Map<number, LookupRow>;
  /** Ordered by name in the database's collation (brand search suggestions). */
  byName: LookupRow[];
}

export interface Lookups {
  brands: LookupTable;
  categories: LookupTable;
  colours: LookupTable;
  genders: LookupTable;
}

export type LookupTableName = keyof Lookups;

/** Reloaded at least this often, in case a write skipped the database's triggers (a restore). */
const MAX_AGE_MS = 30_000;

/**
 * The four small lookup tables (brands, categories, colours, genders) held in memory, so product
 * queries read one table and the names are attached here. Every instance calls `invalidate()` when
 * any instance writes them (the change feed); while `isLive()` is false (the feed is down and may
 * have missed a write) every read loads them afresh.
 */
export class LookupCache {
  private current?: Promise<Lookups>;
  private loadedAt = 0;
  private generation = 0;

  constructor(
    private readonly db: NodePgDatabase<typeof schema>,
    private readonly isLive: () => boolean = () => true,
  ) {}

  get(now = Date.now()): Promise<Lookups> {
    if (!this.isLive()) {
      this.current = undefined;
      return this.load();
    }
    if (!this.current || now - this.loadedAt > MAX_AGE_MS) {
      const generation = this.generation;
      const loading = this.load();
      this.current = loading;
      this.loadedAt = now;
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
      // An invalidation while loading means the response may predate the write: load again next time.
      void loading.then(
        () => {
          if (generation !== this.generation && this.current === loading) this.current = undefined;
        },
        () => undefined,
      );
    }
    return this.current;
  }

  invalidate() {
    this.generation += 1;
    this.current = undefined;
  }

  private async load(): Promise<Lookups> {
    const { db } = this;
    const noRank = sql<number>`0`;
    const noImage = sql<string>`''`;
    // One statement, so the four tables are read as one snapshot.
    const rows = await db
      .select({
        t: sql<LookupTableName>`'brands'`,
        id: brands.BrandID,
        name: brands.Name,
        image: brands.Image,
        nameRank: sql<number>`(row_number() OVER (ORDER BY ${brands.Name}, ${brands.BrandID}))::int`,
        nameAr: brands.NameAr,
      })
      .from(brands)
      .unionAll(
        db
          .select({
            t: sql<LookupTableName>`'categories'`,
            id: categories.CategoireID,
            name: categories.Name,
            image: categories.Image,
            nameRank: noRank,
            nameAr: categories.NameAr,
          })
          .from(categories),
      )
      .unionAll(
        db
          .select({
            t: sql<LookupTableName>`'colours'`,
            id: colours.Color_ID,
            name: colours.Name,
            image: noImage,
            nameRank: noRank,
            nameAr: colours.NameAr,
          })
          .from(colours),
      )
      .unionAll(
        db
          .select({
            t: sql<LookupTableName>`'genders'`,
            id: genders.SexID,
            name: genders.Name,
            image: noImage,
            nameRank: noRank,
            nameAr: genders.NameAr,
          })
          .from(genders),
      );
    const empty = (): LookupTable => ({ rows: [], byId: new Map(), byName: [] });
    const lookups: Lookups = {
      brands: empty(),
      categories: empty(),
      colours: empty(),
      genders: empty(),
    };
    const ranks = new Map<LookupRow, number>();
    for (const { t, id, name, image, nameRank, nameAr } of rows) {
      const row = { id, name, image, nameAr };
      lookups[t].rows.push(row);
      lookups[t].byId.set(id, row);
      ranks.set(row, nameRank);
    }
    for (const table of Object.values(lookups) as LookupTable[]) {
      table.rows.sort((a, b) => a.id - b.id);
      table.byName = [...table.rows].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
    }
    return lookups;
  }
}
