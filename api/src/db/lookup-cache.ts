import type { Pool } from 'pg';

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
  colors: LookupTable;
  genders: LookupTable;
}

export type LookupTableName = keyof Lookups;

/** Reloaded at least this often, in case a process outside the api (seed CLI, psql) changed them. */
const MAX_AGE_MS = 30_000;

/**
 * The four small lookup tables (brands, categories, colors, genders) held in memory, so product
 * queries read one table and the names are attached here. Every instance calls `invalidate()` when
 * any instance writes them (the change feed); while `isLive()` is false (the feed is down and may
 * have missed a write) every read loads them afresh.
 */
export class LookupCache {
  private current?: Promise<Lookups>;
  private loadedAt = 0;
  private generation = 0;

  constructor(
    private readonly pool: Pool,
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
    const { rows } = await this.pool.query<
      Omit<LookupRow, 'nameAr'> & { t: LookupTableName; name_rank: number; name_ar: string | null }
    >(
      `SELECT 'brands' AS t, id, name, image, row_number() OVER (ORDER BY name, id)::int AS name_rank, name_ar FROM brands
       UNION ALL SELECT 'categories', id, name, image, 0, name_ar FROM categories
       UNION ALL SELECT 'colors', id, name, '', 0, name_ar FROM colors
       UNION ALL SELECT 'genders', id, name, '', 0, name_ar FROM sexes`,
    );
    const empty = (): LookupTable => ({ rows: [], byId: new Map(), byName: [] });
    const lookups: Lookups = {
      brands: empty(),
      categories: empty(),
      colors: empty(),
      genders: empty(),
    };
    const ranks = new Map<LookupRow, number>();
    for (const { t, id, name, image, name_rank, name_ar } of rows) {
      const row = { id, name, image, nameAr: name_ar };
      lookups[t].rows.push(row);
      lookups[t].byId.set(id, row);
      ranks.set(row, name_rank);
    }
    for (const table of Object.values(lookups) as LookupTable[]) {
      table.rows.sort((a, b) => a.id - b.id);
      table.byName = [...table.rows].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
    }
    return lookups;
  }
}
