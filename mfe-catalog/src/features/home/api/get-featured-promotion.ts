import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** The sale banner's promotion, or null when none runs. */
export const featuredPromotionQuery = defineQuery({
  url: () => catalogUrls.featuredPromotion(),
  load: (_: void, signal) => shopApi.promotions.featured({ signal }),
  logAs: 'Error fetching the featured promotion:',
});

export const useFeaturedPromotion = () => useQuery(featuredPromotionQuery, undefined);
