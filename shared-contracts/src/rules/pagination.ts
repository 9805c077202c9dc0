import { LIMITS } from '../constants/timings';

export type PageItem = { type: 'page'; page: number } | { type: 'break'; key: string };

/**
 * The pages a paginated footer shows (react-paginate's model): a window of `visible` pages around
 * the current one, `margin` pages at each end, and breaks between. Pages are 1-based.
 */
export function paginationModel(
  current: number,
  pageCount: number,
  visible: number = LIMITS.paginationVisiblePages,
  margin: number = LIMITS.paginationMarginPages,
): PageItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  if (pageCount <= visible + 2 * margin) {
    return Array.from({ length: pageCount }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  let start = page - Math.floor(visible / 2);
  let end = start + visible - 1;
  if (start < 1) {
    start = 1;
    end = visible;
  }
  if (end > pageCount) {
    end = pageCount;
    start = pageCount - visible + 1;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = pageCount - margin + 1; p <= pageCount; p++) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) {
      items.push({ type: 'break', key: `break-${previous}-${p}` });
    }
    items.push({ type: 'page', page: p });
  });
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}
