import Decimal from "decimal.js";
import type { CasScheme } from "@/lib/cas/cas-statement";
import { navTimesUnits } from "@/lib/cas/parse/row-arithmetic";

export interface Check {
  name: "readable" | "units" | "nav" | "value";
  ok: boolean;
  detail: string;
}

/** Closing units x NAV may differ from the stated value by rounding: at most this many rupees. */
const VALUE_TOLERANCE = new Decimal(1);

/**
 * LAYOUT.md's checks of one scheme: every line read; opening units plus the rows' units equal the closing units
 * exactly (detailed statements); each row's units x printed NAV equal its amount within rounding; closing units x
 * NAV close to the stated value.
 */
export function schemeChecks(scheme: CasScheme): Check[] {
  const checks: Check[] = [
    {
      name: "readable",
      ok: scheme.problems.length === 0,
      detail: scheme.problems.length === 0 ? "every line read" : scheme.problems.join("; "),
    },
  ];
  if (scheme.opening !== null) {
    const moved = scheme.rows.reduce((sum, r) => (r.units === null ? sum : sum.plus(r.units)), new Decimal(0));
    const expected = new Decimal(scheme.opening).plus(moved);
    const ok = expected.eq(scheme.closing);
    checks.push({
      name: "units",
      ok,
      detail: `opening ${scheme.opening} + transactions ${moved.toFixed(3)} = ${expected.toFixed(3)}; closing ${scheme.closing}${ok ? "" : " (they differ)"}`,
    });
  }
  if (scheme.rows.length > 0) {
    const off = scheme.rows.flatMap((r) => {
      if (r.amount === null || r.units === null || r.nav === null) return [];
      const { gap, ok } = navTimesUnits(r.amount, r.units, r.nav);
      return ok
        ? []
        : [
            `${r.date} "${r.description}": ${r.units} units x NAV ${r.nav} is ${gap.abs().toFixed(2)} from the amount ${r.amount}`,
          ];
    });
    checks.push({
      name: "nav",
      ok: off.length === 0,
      detail: off.length === 0 ? "every row's units x NAV = its amount (within rounding)" : off.join("; "),
    });
  }
  if (scheme.nav !== null && scheme.value !== null) {
    const computed = new Decimal(scheme.closing).mul(scheme.nav);
    const ok = computed.minus(scheme.value).abs().lte(VALUE_TOLERANCE);
    checks.push({
      name: "value",
      ok,
      detail: `${scheme.closing} units x NAV ${scheme.nav} = ${computed.toFixed(2)}; stated ${scheme.value}${ok ? "" : " (more than Rs 1 apart)"}`,
    });
  } else checks.push({ name: "value", ok: false, detail: "the statement gives no NAV or value for this scheme" });
  return checks;
}
