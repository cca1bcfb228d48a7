"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { loadScreenerFilters } from "@/components/data/endpoint-loaders";
import { callLazily } from "@/components/data/lazy-call";
import type { ScreenerFilters, ScreenerPage, ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatNumber } from "@/lib/format";
import { pagerModel } from "@/lib/screener/pager";
import { screenerChips } from "@/lib/screener/screener-chips";
import { screenerSections } from "@/lib/screener/screener-sections";
import { activeFilterCount, clearFilters, goToPage, setSearchText, setSort } from "@/lib/screener/screener-state-changes";
import { screenerHref, type ScreenerState } from "@/lib/screener/screener-url-state";
import { FilterChips } from "./filter-chips";
import { FilterDrawer } from "./filter-drawer";
import { FilterPanel } from "./filter-panel";
import { ScreenerCards } from "./screener-cards";
import { ScreenerPager } from "./screener-pager";
import { ScreenerTable } from "./screener-table";
import { SearchBox, SortSelect } from "./screener-toolbar";
import { useScreenerAddress } from "./use-screener-address";
import { useScreenerList } from "./use-screener-list";
import styles from "./screener.module.css";

export interface ScreenerClientProps {
  /** The screen the address asked for, as the server read it. */
  initialState: ScreenerState;
  /** The filters the server read; null makes the browser load them (and the list after them). */
  initialFilters: ScreenerFilters | null;
  /** The server-rendered page of results; null makes the browser load it once the filters are in. */
  initialPage: ScreenerPage | null;
  /**
   * The watchlist star of a row. Members only (spec section 6): it is rendered, in a leading column of
   * the table and on each card, when a token is stored AND this is given; visitors never see it. The
   * watchlist feature passes it (from a client component wrapping this one); until then no one does.
   */
  watchlistStar?: (plan: ScreenerPlan) => ReactNode;
}

export function ScreenerClient({ initialState, initialFilters, initialPage, watchlistStar }: ScreenerClientProps) {
  const [state, setState] = useState(initialState);
  const [filters, setFilters] = useState(initialFilters);
  const [filtersSettled, setFiltersSettled] = useState(initialFilters !== null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const list = useScreenerList(initialPage, filtersSettled);
  const member = useHasStoredToken();
  const resultsRef = useRef<HTMLElement>(null);

  const write = useScreenerAddress(state, (fromAddress) => {
    setState(fromAddress);
    list.schedule(fromAddress);
  });

  function change(next: ScreenerState) {
    if (next === state) return;
    setState(next);
    // A page is its own history entry; so is each settled set of filters (the address changes when the call goes).
    list.schedule(next, () => write(next, "push"));
  }

  // Filters first, the list after them (spec section 4). A failed filter load is only logged (section 8).
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

  const { page, failed } = list.result;
  const sections = screenerSections(filters);
  const chips = screenerChips(state, filters);
  const pager = pagerModel(state.page, page.total_pages);
  const star = member ? watchlistStar : undefined;
  const count = formatNumber(page.total, { allowNegative: true, fractionDigits: 0 });

  function showPage(number: number) {
    change(goToPage(state, number));
    resultsRef.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <div className={styles.layout}>
      <FilterPanel sections={sections} state={state} onChange={change} onClearAll={() => change(clearFilters(state))} />
      <section ref={resultsRef} className={styles.results} aria-labelledby="screener-results">
        <div className={styles.toolbar}>
          <h2 id="screener-results" className={styles.resultCount} aria-live="polite">
            Search Results: {count} Mutual Funds
          </h2>
          <SearchBox q={state.q} onChange={(text) => change(setSearchText(state, text))} />
          <SortSelect sort={state.sort} searching={state.q !== ""} onChange={(sort) => change(setSort(state, sort))} />
          <Button variant="secondary" className={styles.filterButton} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
            Filter{activeFilterCount(state) > 0 ? ` (${activeFilterCount(state)})` : ""}
          </Button>
        </div>
        <FilterChips chips={chips} onRemove={change} />
        {list.busy && <Spinner label="Loading mutual funds…" className={styles.spinner} />}
        <div className={list.busy ? styles.stale : undefined} aria-busy={list.busy}>
          {page.plans.length > 0 ? (
            <>
              <ScreenerTable plans={page.plans} caption={`Mutual funds, page ${page.page} of ${page.total_pages}`} star={star} />
              <ScreenerCards plans={page.plans} star={star} />
            </>
          ) : list.busy ? null : failed ? (
            <p role="status" className={styles.noData}>
              Sorry we couldn&apos;t fetch the data
            </p>
          ) : (
            <p role="status" className={styles.noData}>
              No mutual fund matches these filters. Remove a filter, or clear them all.
            </p>
          )}
        </div>
        <ScreenerPager model={pager} hrefFor={(number) => screenerHref(goToPage(state, number))} onPage={showPage} />
      </section>
      <FilterDrawer
        open={drawerOpen}
        sections={sections}
        state={state}
        onCancel={() => setDrawerOpen(false)}
        onApply={(next) => {
          setDrawerOpen(false);
          change(next);
        }}
      />
    </div>
  );
}
