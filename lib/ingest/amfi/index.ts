// The AMFI NAV-file parser: pure functions from file text to records or columns (see types.ts for the contract).

export { navRecordAt, parseNavFile } from "./parse-nav-file";
export { scanNavBytes } from "./scan-nav-bytes";
export { createNavParseCache, type NavParseCache } from "./nav-parse-cache";
export { decodeNavFileBytes, decodeNavFileChunks, navFileBytes } from "./decode-nav-file";
export { captureFromName, latestAllowedNavDate, NAV_DATE_LEAD_DAYS } from "./capture-date";
export { excerpt } from "./excerpt";
export {
  CANONICAL_CATEGORIES,
  CATEGORY_HEADINGS,
  categoryBySlug,
  headingsByCategory,
  mapCategoryHeading,
  type CategorySlug,
} from "./category-map";
export { detectLayout, LAYOUT_HEADERS } from "./layouts";
export { isValidIndianIsin } from "./isin";
export { schemeNameKey } from "./scheme-name";
export * from "./types";
