import Link from "next/link";
import type { NewFundOfferListItem } from "@/lib/funds/nfo-list";
import { formatDate } from "@/lib/format";
import { nfoPath } from "@/lib/seo/nfo-breadcrumbs";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import { OfferCountdown } from "./offer-countdown";
import styles from "./offer-table.module.css";

const COLUMNS = ["Fund house", "Category", "Opens", "Closes", "Minimum investment", "Risk level", "Status"] as const;

/** The offers as a table; below 768px each row becomes a card with its column names beside the values. */
export function OfferTable({ offers }: { offers: readonly NewFundOfferListItem[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        New fund offers: open and upcoming ones closing soonest first, then recently closed ones
      </caption>
      <thead>
        <tr>
          <th scope="col">Offer</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.id}>
            <th scope="row" className={styles.name}>
              <Link href={nfoPath(offer.id)}>{offer.name}</Link>
            </th>
            <td data-label="Fund house">{offer.amc.name}</td>
            <td data-label="Category">{offer.category?.name ?? "--"}</td>
            <td data-label="Opens">
              <time dateTime={offer.open_date}>{formatDate(offer.open_date)}</time>
            </td>
            <td data-label="Closes">
              <time dateTime={offer.close_date}>{formatDate(offer.close_date)}</time>
            </td>
            <td data-label="Minimum investment" className={styles.number}>
              {formatMinInvestment(offer.min_investment)}
            </td>
            <td data-label="Risk level">{offer.risk_level ?? "--"}</td>
            <td data-label="Status">
              <OfferCountdown
                openDate={offer.open_date}
                closeDate={offer.close_date}
                serverTiming={{ status: offer.status, days_left: offer.days_left }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
