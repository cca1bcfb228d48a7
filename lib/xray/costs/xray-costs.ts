import Decimal from "decimal.js";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import type { TaxClass } from "@/lib/capital-gains/gains-types";
import { COMPANY } from "@/lib/content/company";
import { directSaving, portfolioCost, type CostHolding, type DatedTer } from "@/lib/xray/costs/plan-cost";
import { switchLots, switchTax, type SwitchHolding, type SwitchTax } from "@/lib/xray/costs/switch-tax";

/** The footer's own words: information, not advice. */
export const COST_DISCLAIMER = COMPANY.disclaimer.find((p) => p.includes("not financial"))!;

export interface CostHoldingView extends CostHolding {
  navDate: string;
}

export interface SwitchHoldingView extends SwitchHolding {
  name: string;
  taxClass: TaxClass;
  exitLoadWords: string | null;
}

const money = (d: Decimal) => d.toFixed(2);
const moneyOrNull = (d: Decimal | null) => (d === null ? null : money(d));
const terView = (t: DatedTer | null) =>
  t === null ? null : { value: t.pct, as_of: t.asOf, source: t.source, stale: t.stale };
const totalsView = (t: SwitchTax) => ({
  equity_short_term: money(t.equityShortTerm),
  equity_long_term: money(t.equityLongTerm),
  exemption_used: money(t.exemptionUsed),
  other_long_term: money(t.otherLongTerm),
  slab_gain: money(t.slabGain),
  exit_load: money(t.exitLoad),
  tax: money(t.tax),
});

function waitNote(lots: ReturnType<typeof switchLots>): string | null {
  const waits = lots.filter((l) => l.wait !== null).map((l) => l.wait!);
  if (waits.length === 0) return null;
  const worth = waits.filter((w) => w.worthWaiting === true);
  if (worth.length === 0)
    return waits.some((w) => w.worthWaiting === null)
      ? "Whether waiting for the short-term lots to turn long term saves more is not known (a slab rate, an exit load or a TER is unknown)."
      : "Waiting for the short-term lots to turn long term saves less tax than the higher TER costs meanwhile.";
  const taxLess = worth.reduce((s, w) => s.plus(w.taxLess!).plus(w.exitLoadLess!), new Decimal(0));
  const until = worth
    .map((w) => w.from)
    .sort()
    .at(-1)!;
  return `Waiting saves more for ${worth.length} lot(s): redeemed from the day each turns long term (the last on ${until}), they pay Rs ${money(taxLess)} less in tax and exit load than today, more than the higher TER costs meanwhile. A redemption takes the oldest units first, so the long-term lots can go now.`;
}

/**
 * The costs of the holdings and, for a member with lots, the switch plan: pure, from figures already loaded.
 * `switching` is null for the public X-ray (no lots, no tax).
 */
export function xrayCostsOf(
  today: string,
  holdings: readonly CostHoldingView[],
  switching: { exemptionLeft: Decimal; holdings: readonly SwitchHoldingView[]; notes: string[] } | null,
): XrayCosts {
  const savings = holdings.map(directSaving);
  const cost = portfolioCost(holdings, savings);
  let switchView: XrayCosts["switch"] = null;
  if (switching) {
    const perHolding = switching.holdings.map((h) => ({ h, lots: switchLots(h, today) }));
    const all = perHolding.flatMap((p) => p.lots);
    switchView = {
      exemption_left: money(switching.exemptionLeft),
      holdings: perHolding.map(({ h, lots }) => ({
        folio: h.folio,
        scheme_code: h.schemeCode,
        plan_display_name: h.name,
        tax_class: h.taxClass,
        exit_load: h.exitLoadWords,
        exit_load_known: h.exitLoad !== null,
        units: lots.reduce((s, l) => s.plus(l.units), new Decimal(0)).toFixed(3),
        value: money(lots.reduce((s, l) => s.plus(l.value), new Decimal(0))),
        lots: lots.map((l) => ({
          buy_date: l.buyDate,
          units: l.units.toFixed(3),
          value: money(l.value),
          term: l.term,
          rule: l.pool,
          rate_pct: l.ratePct,
          exit_load: moneyOrNull(l.exitLoad),
          gain: money(l.gain),
          wait:
            l.wait === null
              ? null
              : {
                  from: l.wait.from,
                  tax_less: moneyOrNull(l.wait.taxLess),
                  exit_load_less: moneyOrNull(l.wait.exitLoadLess),
                  extra_ter: moneyOrNull(l.wait.extraTer),
                  worth_waiting: l.wait.worthWaiting,
                },
        })),
        alone: totalsView(switchTax(lots, switching.exemptionLeft, today)),
        wait_note: waitNote(lots),
      })),
      total: totalsView(switchTax(all, switching.exemptionLeft, today)),
      notes: switching.notes,
    };
  }
  return {
    as_of: today,
    holdings: holdings.map((h, i) => {
      const s = savings[i]!;
      return {
        scheme_code: h.schemeCode,
        plan_display_name: h.name,
        plan_type: h.planType,
        value: money(h.value),
        nav_date: h.navDate,
        ter: terView(h.ter),
        annual_cost: moneyOrNull(cost.annualCosts[i]!),
        direct:
          h.direct === null
            ? null
            : { scheme_code: h.direct.schemeCode, plan_display_name: h.direct.name, ter: terView(h.direct.ter) },
        saving: {
          status: s.status,
          ter_difference_pct: s.terDifferencePct,
          yearly: moneyOrNull(s.yearly),
          ten_year: moneyOrNull(s.tenYear),
          growth:
            s.status === "saving"
              ? { rate_pct: h.growth.ratePct, basis: h.growth.basis, reason: h.growth.reason, as_of: h.growth.asOf }
              : null,
          note: s.note,
        },
      };
    }),
    portfolio: {
      value: money(cost.value),
      weighted_ter_pct: cost.weightedTerPct,
      ter_known_value: money(cost.knownValue),
      unknown_ter_value: money(cost.unknownTerValue),
      annual_cost: moneyOrNull(cost.annualCost),
      yearly_saving: money(cost.yearlySaving),
      ten_year_saving: money(cost.tenYearSaving),
    },
    switch: switchView,
    notes: cost.notes,
    disclaimer: COST_DISCLAIMER,
  };
}
