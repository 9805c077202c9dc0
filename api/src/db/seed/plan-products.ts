import type { ProductStatus } from '../../contracts';
import { ITEMS, type ItemTemplate } from './catalogue';

export interface PlannedProduct {
  template: ItemTemplate;
  colour: string;
  quantity: number;
  offer: number;
  listedAt: Date;
  ownedByCustomer: boolean;
  /** Set for the demo customer's items whose status is not derived from stock. */
  status?: ProductStatus;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The condition (CONDITIONS id) of the n-th seeded item, spread like migration 0008's backfill by
 * a hash of n: 8% New with tags, 20% Pristine, 35% Excellent, 25% Very good, 12% Good.
 */
export function seedCondition(n: number): number {
  const bucket = (n * 2654435761) % 100;
  return bucket < 8 ? 1 : bucket < 28 ? 2 : bucket < 63 ? 3 : bucket < 88 ? 4 : 5;
}
const OFFERS = [10, 15, 20, 25, 30];

/**
 * The demo catalogue: every template once, the first ten in a second colour; varied stock, some
 * offers, some sold out (half of them among the newest), eight listed in the last three days,
 * and a few items of the demo customer (Available, Sold, Archived and one Submitted with its
 * queue entry). Oldest first, so ids follow the listing date and "newest first" is "highest id
 * first".
 */
export function planProducts(now: Date): PlannedProduct[] {
  const entries: { template: ItemTemplate; colour: string }[] = [];
  ITEMS.forEach((template) => entries.push({ template, colour: template.colours[0]! }));
  ITEMS.slice(0, 10).forEach((template) =>
    entries.push({ template, colour: template.colours[1] ?? template.colours[0]! }),
  );
  const planned = entries.map(({ template, colour }, i): PlannedProduct => {
    const soldOut = i % 9 === 4;
    const recent = i % 9 === 0;
    // Every other sold-out piece was listed four days ago: just older than the 'Newly added'
    // ones, so the first screen of the newest pieces shows the Sold Out style too.
    const ageDays = soldOut && i % 18 === 4 ? 4 : 5 + ((i * 13) % 120);
    return {
      template,
      colour,
      quantity: soldOut ? 0 : 1 + ((i * 7) % 5),
      offer: i % 5 === 2 ? OFFERS[i % OFFERS.length]! : 0,
      listedAt: new Date(
        now.getTime() - (recent ? (i % 3) * DAY + 3600_000 : ageDays * DAY + i * 60_000),
      ),
      ownedByCustomer: false,
    };
  });
  const customerItems: [number, Partial<PlannedProduct>][] = [
    [17, { quantity: 1, offer: 0 }],
    [29, { quantity: 2, offer: 0 }],
    [41, { quantity: 0, offer: 0 }],
    [53, { quantity: 1, offer: 0, status: 'Archived' }],
    [
      62,
      {
        quantity: 1,
        offer: 0,
        status: 'Submitted',
        listedAt: new Date(now.getTime() - 2 * 3600_000),
      },
    ],
  ];
  for (const [index, patch] of customerItems) {
    const item = planned[index];
    if (item) Object.assign(item, patch, { ownedByCustomer: true });
  }
  return planned.sort((a, b) => a.listedAt.getTime() - b.listedAt.getTime());
}
