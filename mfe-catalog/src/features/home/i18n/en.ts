/**
 * The home page's own texts (hero, sale banner, sections), in the requirements' English. Imported
 * by the home page's modules only, so they travel in its chunk.
 */
export const HOME_EN = {
  // Hero
  heroEyebrow: 'Pre-owned luxury, authenticated',
  shopWhatsNew: "Shop What's New",
  sellAnItem: 'Sell an item',
  // Sale banner: the featured promotion. English shows discountSummary, which these mirror.
  saleEyebrow: 'Limited time',
  saleOfferPercent: '{percent} off',
  saleOfferUpTo: 'up to {amount} off',
  saleOfferFixed: '{amount} off',
  saleCode: 'Use code {code}',
  saleTimeLeft: 'Time left in the sale',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  // Sections
  shopByCategories: 'Shop by Categories',
  shopByBrands: 'Shop by Brands',
  newArrivalsTitle: 'New Arrivals',
  viewAll: 'View all',
  newArrivalsEmpty: 'New pieces are on their way. Check back soon.',
  whyReluxe: 'Why shop with Reluxe',
  uniqueTitle: 'Unique Luxury Pieces',
  uniqueText:
    'One-of-a-kind pre-owned watches, bags and jewellery, hand-picked from the houses you love.',
  affordableTitle: 'Affordable Luxury',
  affordableText: 'Fair prices on every piece, with installment options to spread the cost.',
  trustedTitle: 'Trusted Platform',
  trustedText: 'Lifetime authenticity guarantee on every piece, trusted for {count}+ creations.',
  deliveryTitle: 'Worldwide Delivery & Returns',
  deliveryText: 'Worldwide delivery and returns: money back if the item is not as seen.',
} as const;

export type HomeMessages = typeof HOME_EN;
