// The screener's lazy parts that are in the server HTML (and the spinner shown while a screen loads), fetched
// together as the page hydrates (screener-client.tsx): one chunk rather than one each.
export { FilterChips } from "./filter-chips";
export { FilterPanel } from "./filter-panel";
export { ScreenerCards } from "./screener-cards";
export { ScreenerListNotes } from "./screener-list-notes";
export { ScreenerPager } from "./screener-pager";
export { ScreenerTable } from "./screener-table";
export { SortSelect } from "./sort-select";
export { Spinner } from "@/components/ui/spinner";
