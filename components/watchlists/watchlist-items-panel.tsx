"use client";

import Link from "next/link";
import { useState } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { loadRemoveWatchlistItem, loadWatchlistItems } from "@/components/data/endpoint-loaders/watchlists";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { Watchlist, WatchlistItem } from "@/lib/api/schemas/watchlists";
import { formatCroreAmount, formatDate, formatPercent } from "@/lib/format";
import { unverifiedNavLine } from "@/lib/funds/held-back-nav-note";
import { payoutReturnNote } from "@/lib/funds/payout-returns";
import {
  compareHref,
  sortWatchlistItems,
  type ItemSortKey,
  type SortDirection,
} from "@/lib/watchlists/sort-watchlist-items";
import buttonStyles from "@/components/ui/button.module.css";
import styles from "./watchlists.module.css";

const COLUMNS: { key: ItemSortKey; header: string; numeric: boolean }[] = [
  { key: "name", header: "Fund", numeric: false },
  { key: "nav", header: "NAV", numeric: true },
  { key: "change_1d_pct", header: "1D", numeric: true },
  { key: "return_1y", header: "1Y", numeric: true },
  { key: "return_3y", header: "3Y", numeric: true },
  { key: "expense_ratio", header: "Expense ratio", numeric: true },
  { key: "aum", header: "AUM", numeric: true },
];

function Signed({ value }: { value: number | null }) {
  const text = formatPercent(value, { allowNegative: true });
  return <span className={value === null ? undefined : value >= 0 ? styles.positive : styles.negative}>{text}</span>;
}

/** A fact's source and date under it, and "stale" when it is older than its usual refresh. */
function FactDate({ fact }: { fact: NonNullable<WatchlistItem["fund"]>["fact_sources"]["aum"] }) {
  if (!fact) return null;
  return (
    <div className={styles.muted}>
      {fact.source}, {formatDate(fact.as_of)}
      {fact.stale ? " (stale)" : ""}
    </div>
  );
}

function FundCells({ item }: { item: WatchlistItem }) {
  const fund = item.fund;
  if (!fund) {
    return (
      <td colSpan={COLUMNS.length - 1} className={styles.muted}>
        No recent NAV for this plan.
      </td>
    );
  }
  return (
    <>
      <td className={styles.numeric}>
        ₹{fund.nav.toFixed(4)}
        <div className={styles.muted}>{formatDate(fund.nav_date)}</div>
        {fund.unverified_nav ? (
          <div className={styles.muted}>{unverifiedNavLine(fund.unverified_nav, fund.nav_date)}</div>
        ) : null}
      </td>
      <td className={styles.numeric}>
        <Signed value={fund.change_1d_pct} />
      </td>
      <td className={styles.numeric}>
        <Signed value={fund.return_1y} />
      </td>
      <td className={styles.numeric}>
        <Signed value={fund.return_3y} />
      </td>
      <td className={styles.numeric}>
        {formatPercent(fund.expense_ratio)}
        <FactDate fact={fund.fact_sources.expense_ratio} />
        {fund.expense_ratio_change ? (
          <div className={styles.muted}>
            Expense ratio changed on {formatDate(fund.expense_ratio_change.changed_on)}: was{" "}
            {formatPercent(fund.expense_ratio_change.from)} until {formatDate(fund.expense_ratio_change.from_as_of)}
          </div>
        ) : null}
      </td>
      <td className={styles.numeric}>
        {formatCroreAmount(fund.aum)}
        <FactDate fact={fund.fact_sources.aum} />
      </td>
    </>
  );
}

/** One list's funds with live figures: sortable, each removable and linked to its page; compare in one click. */
export function WatchlistItemsPanel({ list, onItemsChanged }: { list: Watchlist; onItemsChanged: () => void }) {
  const items = useEndpoint(loadWatchlistItems, { params: { id: list.id } });
  const [sort, setSort] = useState<{ key: ItemSortKey; direction: SortDirection }>({
    key: "name",
    direction: "ascending",
  });
  const rows = items.data ? sortWatchlistItems(items.data, sort.key, sort.direction) : [];
  const payoutNote = payoutReturnNote(rows.flatMap((item) => (item.fund ? [item.fund] : [])));
  const compare = compareHref(rows);

  function sortBy(key: ItemSortKey) {
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === "ascending" ? "descending" : "ascending",
    }));
  }

  async function remove(item: WatchlistItem) {
    const name = item.fund?.plan_display_name ?? `Scheme ${item.scheme_code}`;
    try {
      await callLazily(loadRemoveWatchlistItem, { params: { id: list.id, item_id: item.id } });
      toast.success(`Removed ${name} from ${list.user_defined_name}.`);
      await items.mutate();
      onItemsChanged();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "The fund could not be removed. Please try again.");
    }
  }

  return (
    <section aria-labelledby="watchlist-detail-title">
      <div className={styles.detailHeader}>
        <h2 id="watchlist-detail-title" className={styles.detailTitle}>
          {list.user_defined_name}
        </h2>
        {compare ? (
          <Link href={compare} className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.sm}`}>
            Compare {Math.min(rows.filter((r) => r.fund).length, 5)} funds
          </Link>
        ) : null}
      </div>
      {items.error ? (
        <p role="alert">Failed to fetch watchlist items.</p>
      ) : items.isLoading ? (
        <Spinner label="Loading the funds in this watchlist" />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>
          This watchlist is empty. Star funds in the <Link href="/mutual-funds/mutual-fund-screener">screener</Link> or
          on a fund&apos;s page to add them here.
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Funds in {list.user_defined_name}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? styles.numeric : undefined}
                    aria-sort={sort.key === column.key ? sort.direction : undefined}
                  >
                    <button type="button" className={styles.sortButton} onClick={() => sortBy(column.key)}>
                      {column.header}
                      <span aria-hidden="true">
                        {sort.key === column.key ? (sort.direction === "ascending" ? " ▲" : " ▼") : ""}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link href={`/mutual-funds/mutual-fund-screener/${item.scheme_code}`}>
                      {item.fund?.plan_display_name ?? `Scheme ${item.scheme_code}`}
                    </Link>
                    {item.fund ? (
                      <div className={styles.muted}>
                        {[item.fund.category, item.fund.risk_level].filter(Boolean).join(" · ")}
                      </div>
                    ) : null}
                  </th>
                  <FundCells item={item} />
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => remove(item)}
                      aria-label={`Remove ${item.fund?.plan_display_name ?? item.scheme_code} from ${list.user_defined_name}`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {payoutNote ? <p className={styles.muted}>{payoutNote}</p> : null}
        </div>
      )}
    </section>
  );
}
