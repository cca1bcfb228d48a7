import Decimal from "decimal.js";
import type { Sql, TransactionSql } from "postgres";
import type { SaleMatch } from "@/lib/capital-gains/gains-types";
import { bookedLongTermEquity, totalsByYear } from "@/lib/capital-gains/gains-report";
import { schedule112aCsv } from "@/lib/capital-gains/schedule-112a";
import { memberLots } from "@/lib/capital-gains/member-lots";
import { financialYearOf, GRANDFATHERING_NAV_DATE } from "@/lib/capital-gains/tax-rules";
import { exemptionLeft, harvest, unrealisedLots } from "@/lib/capital-gains/unrealised-gains";
import { unverifiedNavLine } from "@/lib/funds/held-back-nav-note";
import { isoToDay } from "@/lib/metrics/day-number";
import { xirr } from "@/lib/metrics/xirr";
import type { CapitalGainsReport } from "@/lib/api/schemas/capital-gains";

const iso = (d: Date) => d.toISOString().slice(0, 10);
const money = (d: Decimal) => d.toFixed(2);

function matchView(m: SaleMatch, planName: string, reason: string) {
  return {
    folio: m.key.folio,
    scheme_code: m.key.schemeCode,
    plan_display_name: planName,
    isin: m.key.isin,
    tax_class: m.taxClass,
    tax_class_reason: reason,
    financial_year: m.financialYear,
    sale_date: m.saleDate,
    buy_date: m.buyDate,
    units: m.units.toFixed(3),
    buy_nav: m.buyNav.toFixed(4),
    sale_nav: m.saleNav.toFixed(4),
    sale_value: money(m.saleValue),
    actual_cost: money(m.actualCost),
    fmv_per_unit: m.fmvPerUnit?.toFixed(4) ?? null,
    cost_used: money(m.costUsed),
    gain: money(m.gain),
    term: m.term,
    rate: m.rate,
    notes: m.notes,
  };
}

/**
 * The member's capital gains and holdings from their transactions: sales matched first in, first out per folio
 * and scheme; realised gains per financial year; holdings on the latest NAV with XIRR, unrealised gains by lot and
 * what can still be booked within this year's Section 112A exemption. Every figure keeps its lots, dates and NAVs.
 */
export async function capitalGainsReport(
  tx: TransactionSql,
  sql: Sql,
  userId: string,
  today: string,
): Promise<CapitalGainsReport> {
  const { holdings: folios, matches, notes } = await memberLots(tx, sql, userId);
  const holdings: CapitalGainsReport["holdings"] = [];
  const pending: { h: (typeof holdings)[number]; lots: ReturnType<typeof unrealisedLots>; nav: Decimal }[] = [];
  for (const { folio, facts: f, taxClassReason: reason, history, result, rows } of folios) {
    const code = history.key.schemeCode;
    const taxClass = history.taxClass;
    const units = result.openLots.reduce((s, l) => s.plus(l.units), new Decimal(0));
    if (units.lte(0)) continue;
    if (f.unverified_nav) notes.push(`${f.plan_display_name}: ${unverifiedNavLine(f.unverified_nav, f.nav_date)}`);
    const nav = new Decimal(f.nav);
    const lots = unrealisedLots(result.openLots, history.taxClass, nav, today, history.navOn31Jan2018);
    const cost = result.openLots.reduce((s, l) => s.plus(l.cost), new Decimal(0));
    const value = units.mul(nav);
    // XIRR is a rate found by iteration in doubles (lib/metrics/xirr.ts); units, costs and gains stay decimals.
    const flows = rows.map((r) => ({
      day: isoToDay(iso(r.txn_date)),
      amount: (r.kind === "sell" ? 1 : -1) * Number(r.amount),
    }));
    const rate = xirr([...flows, { day: isoToDay(f.nav_date), amount: value.toNumber() }]);
    const h = {
      folio,
      scheme_code: code,
      plan_display_name: f.plan_display_name,
      isin: f.isin,
      tax_class: history.taxClass,
      tax_class_reason: reason,
      units: units.toFixed(3),
      cost: money(cost),
      average_cost: cost.div(units).toFixed(4),
      nav: nav.toFixed(4),
      nav_date: f.nav_date,
      value: money(value),
      gain: money(value.minus(cost)),
      xirr_pct: rate === null ? null : rate * 100,
      long_term_gain: "0.00",
      harvest_units: "0.000",
      harvest_gain: "0.00",
      harvest_note: taxClass === "equity" ? "" : "Harvesting applies to equity-oriented funds (Section 112A) only.",
      lots: lots.map((l) => ({
        buy_date: l.lot.buyDate,
        units: l.lot.units.toFixed(3),
        buy_nav: l.lot.nav.toFixed(4),
        cost: money(l.lot.cost),
        value: money(l.value),
        gain: money(l.gain),
        taxable_gain: money(l.taxGain),
        term: l.term,
      })),
    };
    holdings.push(h);
    if (taxClass === "equity") pending.push({ h, lots, nav });
  }
  const all = matches.map((x) => x.m);
  const years = totalsByYear(all);
  const thisYear = financialYearOf(today);
  const booked = bookedLongTermEquity(years, today);
  let left = exemptionLeft(today, booked);
  // The exemption is one per member and year: holdings share what is left, largest gain (value less cost) first.
  for (const p of pending.sort((a, b) => Number(b.h.gain) - Number(a.h.gain))) {
    const plan = harvest(p.lots, p.nav, left);
    left = Decimal.max(0, left.minus(plan.gainBooked));
    Object.assign(p.h, {
      long_term_gain: money(plan.longTermGain),
      harvest_units: plan.unitsToSell.toFixed(3),
      harvest_gain: money(plan.gainBooked),
      harvest_note: plan.note,
    });
  }
  if (matches.some((x) => x.m.notes.some((n) => n.includes("does not reach"))))
    notes.push(
      `Grandfathering needs the NAV of ${GRANDFATHERING_NAV_DATE}; the site's NAV history does not reach it for some plans, so their actual cost is used.`,
    );
  return {
    as_of: today,
    financial_year: thisYear,
    exemption_left: money(exemptionLeft(today, booked)),
    years: years.map((y) => ({
      financial_year: y.financialYear,
      equity_short_term: money(y.equityShortTerm),
      equity_long_term: money(y.equityLongTerm),
      other_short_term: money(y.otherShortTerm),
      other_long_term: money(y.otherLongTerm),
      schedule_112a_csv: schedule112aCsv(all, y.financialYear),
    })),
    realised: matches.map(({ m, name, reason }) => matchView(m, name, reason)),
    holdings: holdings.sort((a, b) => Number(b.value) - Number(a.value)),
    notes,
  };
}
