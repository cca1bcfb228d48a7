/** One page of a list: its items, its number and how many pages there are (at least 1). */
export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** The total number of pages `count` items need at `perPage` a page; 1 for an empty list. */
export function pageCount(count: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError("perPage must be a whole number of at least 1");
  return Math.max(1, Math.ceil(count / perPage));
}

/** Page `page` (from 1) of `items`; null when the page does not exist, so the route can answer 404. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> | null {
  const totalPages = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, totalPages };
}
