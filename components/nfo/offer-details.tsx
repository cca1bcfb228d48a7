import Link from "next/link";
import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { formatDate } from "@/lib/format";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";
import { OfferCountdown } from "./offer-countdown";
import styles from "./offer-details.module.css";

/** An offer's facts, objective and fund managers. */
export function OfferDetails({ offer }: { offer: NewFundOffer }) {
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <OfferCountdown
              openDate={offer.open_date}
              closeDate={offer.close_date}
              serverTiming={{ status: offer.status, days_left: offer.days_left }}
            />
          </dd>
        </div>
        <div>
          <dt>Fund house</dt>
          <dd>
            <Link href={`/mutual-funds/asset-management-companies/${offer.amc.slug}`}>{offer.amc.name}</Link>
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>
            {offer.category ? (
              <Link href={`/mutual-funds/categories/${offer.category.slug}`}>{offer.category.name}</Link>
            ) : (
              "--"
            )}
          </dd>
        </div>
        <div>
          <dt>Opens</dt>
          <dd>
            <time dateTime={offer.open_date}>{formatDate(offer.open_date)}</time>
          </dd>
        </div>
        <div>
          <dt>Closes</dt>
          <dd>
            <time dateTime={offer.close_date}>{formatDate(offer.close_date)}</time>
          </dd>
        </div>
        <div>
          <dt>Minimum investment</dt>
          <dd>{formatMinInvestment(offer.min_investment)}</dd>
        </div>
        <div>
          <dt>Benchmark</dt>
          <dd>{offer.benchmark ?? "--"}</dd>
        </div>
        <div>
          <dt>Riskometer</dt>
          <dd>{offer.risk_level ?? "--"}</dd>
        </div>
        <div>
          <dt>Exit load</dt>
          <dd>{offer.exit_load ?? "--"}</dd>
        </div>
      </dl>
      <section aria-labelledby="nfo-objective">
        <h2 id="nfo-objective">Investment objective</h2>
        <p className={styles.text}>{offer.objective ?? "The fund house has not published the objective yet."}</p>
      </section>
      <section aria-labelledby="nfo-managers">
        <h2 id="nfo-managers">Fund managers</h2>
        {offer.managers.length === 0 ? (
          <p>The fund house has not announced the fund managers yet.</p>
        ) : (
          <ul className={styles.managers}>
            {offer.managers.map((manager) => (
              <li key={manager}>{manager}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
