/** Comma-separated id lists of the item list's query parameters (category, brand, sex). */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function formatIdList(ids: readonly number[]): string {
  return [...new Set(ids)].join(',');
}

/** A product page's id: digits naming a positive safe integer; anything else is no product. */
export function productIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** URL of the small version the api writes next to every uploaded image. */
export function thumbnailUrl(url: string): string {
  return /^\/uploads\/.+\.webp$/.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : url;
}
