"use client";

import Link from "next/link";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { loadMemberXray, loadMemberXrayCosts } from "@/components/data/endpoint-loaders/xray";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Deferred, deferred } from "@/components/deferred/deferred";
import { Spinner } from "@/components/ui/spinner";
import type { MemberXrayPayload } from "@/lib/api/schemas/portfolio-xray";
import { formatDate, formatNumber } from "@/lib/format";
import styles from "./xray.module.css";

const NO_INPUT = {};
// Fetched with the answers they show, not with the page: they render nothing before the member's data arrives.
const XrayResult = deferred(() => import("./xray-result"), "XrayResult");
const CostTable = deferred(() => import("./costs/cost-table"), "CostTable");

function LeftOut({ plans }: { plans: MemberXrayPayload["left_out"] }) {
  if (plans.length === 0) return null;
  return (
    <div role="note" className={styles.callout}>
      Not in this X-ray, as the site has no recent NAV to value their units at (every share below is of the rest):
      <ul>
        {plans.map((plan) => (
          <li key={plan.scheme_code}>
            {plan.name ?? `Scheme code ${plan.scheme_code}`}: {formatNumber(Number(plan.units), { fractionDigits: 3 })}{" "}
            units
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dates of the NAVs the member's units were valued at, each said once. */
function navDates(valuedAt: NonNullable<MemberXrayPayload["xray"]>["valued_at"]): string {
  const dates = [...new Set(valuedAt.flatMap((at) => (at ? [at.nav_date] : [])))].sort();
  return dates.map((date) => formatDate(date)).join(", ");
}

function Costs() {
  const costs = useEndpoint(loadMemberXrayCosts, NO_INPUT);
  if (costs.error) return <p role="alert">What your funds cost could not be worked out. Please reload the page.</p>;
  if (!costs.data) return <Spinner label="Working out what your funds cost" />;
  return (
    <Deferred fallback={<Spinner label="Working out what your funds cost" />}>
      <CostTable costs={costs.data} />
    </Deferred>
  );
}

/**
 * The member's X-ray: the public X-ray's result fed by their current holdings, then what those holdings cost,
 * the Direct savings and the tax of switching. Rendered in the browser from the API's answer (the member's token
 * lives there), with the same components the public page renders on the server.
 */
export function MemberXrayView() {
  const member = useHasStoredToken();
  const answer = useEndpoint(loadMemberXray, member ? NO_INPUT : null);
  if (!member)
    return (
      <p>
        <Link href="/login?next=/portfolio/x-ray">Log in</Link> to see what you own through your funds.
      </p>
    );
  if (answer.error) return <p role="alert">Your X-ray could not be made. Please reload the page.</p>;
  if (!answer.data) return <Spinner label="Looking through your funds' portfolios" />;
  const { xray, left_out: leftOut } = answer.data;
  if (xray === null)
    return (
      <>
        <LeftOut plans={leftOut} />
        <p>
          No holdings yet. <Link href="/portfolio">Import a statement or record a purchase on your portfolio</Link>,
          then come back for your X-ray.
        </p>
      </>
    );
  return (
    <>
      <p className={styles.note}>
        The units of your <Link href="/portfolio">portfolio</Link>, each plan valued at its latest verified NAV from
        AMFI (of {navDates(xray.valued_at)}).
      </p>
      <LeftOut plans={leftOut} />
      <Deferred fallback={<Spinner label="Looking through your funds' portfolios" />}>
        <XrayResult xray={xray} />
      </Deferred>
      <div className={styles.section}>
        <Costs />
      </div>
      <p className={styles.disclaimer}>
        This X-ray is information about the funds&apos; disclosed portfolios and your holdings, not advice; the
        disclaimer at the foot of the page applies.
      </p>
    </>
  );
}
