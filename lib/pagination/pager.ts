// The pager's page numbers (5 page numbers with first and last, ellipsis, and
// previous/next; the page cannot go below 1 or above the total). Pure, so the screener and the
// category pages share it.

/** Page numbers shown at once. */
export const PAGER_WINDOW = 5;

export interface PagerModel {
  /** The page shown, clamped to 1..total (1 when there are no pages). */
  current: number;
  total: number;
  /** Consecutive page numbers around current, at most `window` of them; empty when total is 0. */
  pages: number[];
  /** Page 1 when it is not among `pages`, else null. */
  first: number | null;
  /** The last page when it is not among `pages`, else null. */
  last: number | null;
  /** Pages are skipped between `first` and `pages` (show an ellipsis). */
  gapBefore: boolean;
  /** Pages are skipped between `pages` and `last` (show an ellipsis). */
  gapAfter: boolean;
  /** current - 1, or null on the first page. */
  previous: number | null;
  /** current + 1, or null on the last page. */
  next: number | null;
}

/** A requested page forced into 1..total (1 when total is 0, or the request is not a finite number). */
export function clampPage(requested: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  if (!Number.isFinite(requested)) return 1;
  return Math.min(last, Math.max(1, Math.floor(requested)));
}

/** The `page` search parameter as a page number: a positive whole number, otherwise 1 (the last of repeated values counts). */
export function parsePageParam(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** The pager for `requested` out of `total` pages, the window centred on the current page where there is room. */
export function pagerModel(requested: number, total: number, window: number = PAGER_WINDOW): PagerModel {
  const pageCount = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const size = Math.max(1, Math.floor(window));
  const current = clampPage(requested, pageCount);
  if (pageCount === 0)
    return {
      current,
      total: 0,
      pages: [],
      first: null,
      last: null,
      gapBefore: false,
      gapAfter: false,
      previous: null,
      next: null,
    };
  const shown = Math.min(size, pageCount);
  const centred = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), pageCount - shown + 1);
  // A window one page from either end slides onto it, so the first (or last) page is not a sixth number beside
  // five (page 4 shows 1 2 3 4 5 … last, not 1 2 3 4 5 6 … last), as long as the current page stays in it.
  const lastStart = pageCount - shown + 1;
  const start =
    centred === 2 && current <= shown
      ? 1
      : centred === lastStart - 1 && current >= lastStart && lastStart > 1
        ? lastStart
        : centred;
  const pages = Array.from({ length: shown }, (_, i) => start + i);
  const end = start + shown - 1;
  return {
    current,
    total: pageCount,
    pages,
    first: start > 1 ? 1 : null,
    last: end < pageCount ? pageCount : null,
    gapBefore: start > 2,
    gapAfter: end < pageCount - 1,
    previous: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
  };
}
