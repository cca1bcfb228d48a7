"use client";

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import buttonStyles from "@/components/ui/button.module.css";
import { loadScreenerFilters } from "@/components/data/endpoint-loaders/screener";
import { callLazily } from "@/components/data/lazy-call";
import type { ScreenerFilters, ScreenerPage, ScreenerPlan } from "@/lib/api/schemas/screener";
import { groupIndianDigits } from "@/lib/format/indian-digits";
import {
  activeFilterCount,
  clearFilters,
  goToPage,
  isGrowthOnly,
  setGrowthOnly,
  setSearchText,
  setSort,
} from "@/lib/screener/screener-state-changes";
import { screenerHref, type ScreenerState } from "@/lib/screener/screener-url-state";
import { useCheckedBeforeLive } from "@/components/deferred/use-before-live";
import type { ScreenerChange } from "./filter-sections";
import { SearchBox } from "./search-box";
import { useScreenerAddress } from "./use-screener-address";
import { useScreenerList } from "./use-screener-list";
import styles from "./screener.module.css";
import { Deferred, deferred } from "@/components/deferred/deferred";

// The filter panel (checkbox lists, range sliders, number fields), the sort dropdown, the chips, the result
// rows and cards and the pager are in the server HTML but not in the first-load JavaScript: their code is
// fetched, in one chunk, as the page hydrates, and React keeps the server-rendered parts on screen, then
// hydrates them, when it arrives (lazy components under Suspense). Rows, cards and pager are links, which work
// as plain links until then. The spinner, shown only while a new screen loads, comes with them.
const parts = () => import("./screener-parts");
const FilterPanel = deferred(parts, "FilterPanel");
const ScreenerTable = deferred(parts, "ScreenerTable");
const ScreenerCards = deferred(parts, "ScreenerCards");
const SortSelect = deferred(parts, "SortSelect");
const FilterChips = deferred(parts, "FilterChips");
const Spinner = deferred(parts, "Spinner");
const ScreenerPager = deferred(parts, "ScreenerPager");
const ScreenerListNotes = deferred(parts, "ScreenerListNotes");
// The mobile drawer (and its dialog) is fetched when first opened: no first paint needs it.
const FilterDrawer = deferred(() => import("./filter-drawer"), "FilterDrawer");

/**
 * Holds the place of the rows (or cards) while they are not in the page. React's server renderer sends a
 * Suspense boundary of more than 500 bytes as its fallback first, once the page passes about 12.8 kB, and an
 * inline script swaps the content in a frame or more later ("outlining"); so the lazy parts' fallbacks keep
 * their size (this, and the sort field's), or the pager and footer show and then jump.
 */
function ListPlaceholder({ rows }: { rows: number }) {
  return <div className={styles.listPlaceholder} style={{ "--rows": rows } as CSSProperties} aria-hidden="true" />;
}

export interface ScreenerClientProps {
  /** The screen the address asked for, as the server read it. */
  initialState: ScreenerState;
  /** The filters the server read; null makes the browser load them (and the list after them). */
  initialFilters: ScreenerFilters | null;
  /** The server-rendered page of results; null makes the browser load it once the filters are in. */
  initialPage: ScreenerPage | null;
  /**
   * The watchlist star of a row. Members only: it is rendered, in a leading column of
   * the table and on each card, when a token is stored; visitors never see it (nor download its code).
   * Defaults to the watchlist feature's star; tests pass their own.
   */
  watchlistStar?: (plan: ScreenerPlan) => ReactNode;
}

export function ScreenerClient({ initialState, initialFilters, initialPage, watchlistStar }: ScreenerClientProps) {
  const [state, setShownState] = useState(initialState);
  const [filters, setFilters] = useState(initialFilters);
  const [filtersSettled, setFiltersSettled] = useState(initialFilters !== null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const list = useScreenerList(initialPage, filtersSettled);
  const member = useHasStoredToken();
  const resultsRef = useRef<HTMLElement>(null);

  // The screen as changed last, before React renders it: a change built from the latest state (ScreenerChange)
  // reads it, so that changes made in one commit build on each other. Every change of the screen goes through
  // setState, which keeps the two together.
  const latest = useRef(state);
  const setState = (next: ScreenerState) => {
    latest.current = next;
    setShownState(next);
  };
  const growthOnlyRef = useRef<HTMLInputElement>(null);

  const write = useScreenerAddress(state, (fromAddress) => {
    setState(fromAddress);
    list.schedule(fromAddress);
  });

  function change(how: ScreenerChange) {
    const next = typeof how === "function" ? how(latest.current) : how;
    if (next === latest.current) return;
    setState(next);
    // A page is its own history entry; so is each settled set of filters (the address changes when the call goes).
    list.schedule(next, () => write(next, "push"));
  }

  // Filters first, the list only after they have loaded. A failed filter load is only logged.
  useEffect(() => {
    if (!initialFilters) {
      callLazily(loadScreenerFilters)
        .then(setFilters)
        .catch((error: unknown) => console.error("The screener filters could not be loaded", error))
        .finally(() => setFiltersSettled(true));
    }
    if (!initialPage) void list.load(initialState);
    // Once, on mount: later screens come from changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Ticked or cleared before the page hydrated: applied now, as the box shows.
  useCheckedBeforeLive(growthOnlyRef, isGrowthOnly(state), (on) => change((current) => setGrowthOnly(current, on)));

  const { page, failed } = list.result;
  // The watchlist feature's star is named, not imported: the lazily loaded rows draw it, so its code stays
  // out of the page's first load.
  const star = member ? (watchlistStar ?? "watchlist") : undefined;
  // A whole count: grouped from its digits, without the general number formatter's decimal code.
  const count = groupIndianDigits(String(page.total));

  function showPage(number: number) {
    change(goToPage(state, number));
    resultsRef.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <div className={styles.layout}>
      <Deferred fallback={<div className={styles.panel} />}>
        <FilterPanel filters={filters} state={state} onChange={change} onClearAll={() => change(clearFilters(state))} />
      </Deferred>
      <section ref={resultsRef} className={styles.results} aria-labelledby="screener-results">
        <div className={styles.toolbar}>
          <h2 id="screener-results" className={styles.resultCount} aria-live="polite">
            Search Results: {count} Mutual Funds
          </h2>
          <SearchBox q={state.q} onChange={(text) => change((current) => setSearchText(current, text))} />
          <Deferred fallback={<div className={`${styles.sort} ${styles.sortPlaceholder}`} aria-hidden="true" />}>
            <SortSelect
              sort={state.sort}
              searching={state.q !== ""}
              onChange={(sort) => change((current) => setSort(current, sort))}
            />
          </Deferred>
          {/* A plain button in the Button primitive's classes: it has no loading state, and its code stays out of the first load. */}
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.md} ${styles.filterButton}`}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-haspopup="dialog"
          >
            <span className={buttonStyles.content}>
              Filter{activeFilterCount(state) > 0 ? ` (${activeFilterCount(state)})` : ""}
            </span>
          </button>
          {/* A native box, not the Checkbox primitive: it is in the first paint and its code in the first load. */}
          <label className={styles.growthOnly}>
            <input
              ref={growthOnlyRef}
              type="checkbox"
              checked={isGrowthOnly(state)}
              onChange={(event) => change(setGrowthOnly(state, event.currentTarget.checked))}
            />
            Growth plans only
          </label>
        </div>
        <Deferred>
          <FilterChips state={state} filters={filters} onRemove={change} />
        </Deferred>
        {list.busy && (
          <Deferred>
            <Spinner label="Loading mutual funds…" className={styles.spinner} />
          </Deferred>
        )}
        <div className={list.busy ? styles.stale : undefined} aria-busy={list.busy}>
          {page.plans.length > 0 ? (
            <Deferred fallback={<ListPlaceholder rows={page.plans.length} />}>
              <ScreenerTable
                plans={page.plans}
                caption={`Mutual funds, page ${page.page} of ${page.total_pages}`}
                star={star}
              />
              <ScreenerCards plans={page.plans} star={star} />
            </Deferred>
          ) : list.busy ? null : failed ? (
            <p role="status" className={styles.noData}>
              Sorry we couldn&apos;t fetch the data
            </p>
          ) : (
            <p role="status" className={styles.noData}>
              No mutual fund matches these filters. Remove a filter, or clear them all.
            </p>
          )}
          <Deferred>
            <ScreenerListNotes plans={page.plans} coverage={page.sort_coverage} total={page.total} />
          </Deferred>
        </div>
        <Deferred>
          <ScreenerPager
            page={state.page}
            totalPages={page.total_pages}
            hrefFor={(number) => screenerHref(goToPage(state, number))}
            onPage={showPage}
          />
        </Deferred>
      </section>
      {drawerUsed && (
        <Deferred>
          <FilterDrawer
            open={drawerOpen}
            filters={filters}
            state={state}
            onCancel={() => setDrawerOpen(false)}
            onApply={(next) => {
              setDrawerOpen(false);
              change(next);
            }}
          />
        </Deferred>
      )}
    </div>
  );
}
