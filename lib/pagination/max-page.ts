/** The largest page number a list call accepts; apart from pager.ts so the screener's first load need not carry the pager. */
export const MAX_PAGE = 100_000;
