import Link from "next/link";
import { MemberWatchlistStar } from "@/components/watchlists/member-watchlist-star";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { formatDate, formatNumber, formatPercent } from "@/lib/format";
import { formatNav } from "@/lib/funds/format-nav";
import { fundPagePath } from "@/lib/routes/fund-page-path";
import { CATEGORIES_PATH } from "@/lib/seo/category-json-ld";
import { AMC_PAGES_PATH, fundBreadcrumbTrail } from "@/lib/seo/fund-json-ld";
import { asOfText, SIGNED, variantLabel } from "./fund-text";
import { HeldBackNavNote } from "./held-back-nav-note";
import styles from "./fund-detail.module.css";
import { AmcMonogram } from "@/components/amc/amc-monogram";

/** The fund's name, fund house, category, latest NAV with its daily change, and links to its sibling plans. */
export function FundHeader({ fund }: { fund: FundOverview }) {
  const { nav } = fund;
  const labels = fund.variants.map(variantLabel);
  // Two IDCW plans of different frequencies share a label: the scheme code tells them apart.
  const labelOf = (index: number) =>
    labels.indexOf(labels[index]!) === labels.lastIndexOf(labels[index]!)
      ? labels[index]
      : `${labels[index]} (${fund.variants[index]!.scheme_code})`;
  const direction = nav.change === null || nav.change === 0 ? "" : nav.change > 0 ? styles.up : styles.down;
  return (
    <header>
      <CategoryBreadcrumb trail={fundBreadcrumbTrail(fund)} />
      <div className={styles.titleRow}>
        <AmcMonogram src={fund.amc.logo_url} size={48} />
        <h1>{fund.plan_display_name}</h1>
        <MemberWatchlistStar schemeCode={fund.scheme_code} fundName={fund.plan_display_name} />
      </div>
      <ul className={styles.tags} aria-label="About this fund">
        <li>
          <Link href={`${AMC_PAGES_PATH}/${fund.amc.slug}`}>{fund.amc.name}</Link>
        </li>
        {fund.category ? (
          <li>
            <Link href={`${CATEGORIES_PATH}/${fund.category.slug}`}>{fund.category.name}</Link> (
            {fund.category.asset_class})
          </li>
        ) : (
          <li>No SEBI category on record</li>
        )}
        <li>{variantLabel(fund)}</li>
        {fund.facts.risk_level && (
          <li>
            Riskometer: {fund.facts.risk_level.value} ({fund.facts.risk_level.source},{" "}
            {asOfText(fund.facts.risk_level.as_of)})
          </li>
        )}
      </ul>
      <p className={styles.navBlock}>
        <span>
          NAV <span className={styles.navValue}>{formatNav(nav.value)}</span>
        </span>
        <span className={styles.muted}>on {formatDate(nav.date)}</span>
        {nav.change !== null && (
          <span className={direction}>
            {nav.change > 0 ? "+" : ""}
            {formatNumber(nav.change, { ...SIGNED, fractionDigits: 4 })} (
            {nav.change_pct !== null && nav.change_pct > 0 ? "+" : ""}
            {formatPercent(nav.change_pct, SIGNED)}) since the previous NAV
          </span>
        )}
      </p>
      <HeldBackNavNote nav={nav} />
      {fund.variants.length > 1 && (
        <nav className={styles.plans} aria-label="Plans of this fund">
          <span className={styles.muted}>Plans of this fund:</span>
          <ul>
            {fund.variants.map((variant, index) => (
              <li key={variant.scheme_code}>
                {variant.scheme_code === fund.scheme_code ? (
                  <span aria-current="page">{labelOf(index)}</span>
                ) : (
                  <Link href={fundPagePath(variant)}>{labelOf(index)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
