import Decimal from "decimal.js";
import type { CasRow, CasScheme, CasStatement } from "@/lib/cas/cas-statement";
import { rowKind } from "@/lib/cas/parse/row-kind";

/** One row to write: money in (amount at a NAV), units out (units at a NAV), or an amount-only row. */
export type RowSpec =
  | { date: string; description: string; buy: string; nav: string }
  | { date: string; description: string; sell: string; nav: string; amount?: string }
  | { date: string; description: string; reverse: string; nav: string }
  | { date: string; description: string; amountOnly: string }
  | { date: string; description: string };

export interface SchemeSpec {
  rtaCode: string;
  name: string;
  formerName?: string;
  isin: string | null;
  advisor?: string;
  registrar: "CAMS" | "KFINTECH";
  opening?: string;
  rows: RowSpec[];
  navDate: string;
  nav: string;
}

/** Builds a scheme's rows with the units, balances, closing balance, value and cost a statement would print. */
export function buildScheme(spec: SchemeSpec): CasScheme {
  let balance = new Decimal(spec.opening ?? "0");
  let units = balance;
  let cost = new Decimal(0);
  const rows: CasRow[] = spec.rows.map((r) => {
    const base = { date: r.date, description: r.description, kind: rowKind(r.description) };
    if ("amountOnly" in r) return { ...base, amount: r.amountOnly, units: null, nav: null, balance: null };
    if (!("nav" in r)) return { ...base, amount: null, units: null, nav: null, balance: null };
    let amount: Decimal;
    let change: Decimal;
    if ("buy" in r) {
      amount = new Decimal(r.buy);
      change = amount.div(r.nav).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
      cost = cost.plus(amount);
    } else if ("reverse" in r) {
      amount = new Decimal(r.reverse).neg();
      change = amount.div(r.nav).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
      cost = cost.plus(amount);
    } else {
      change = new Decimal(r.sell).neg();
      // An amount printed apart from units x NAV (within rounding) is given as printed.
      amount = r.amount ? new Decimal(r.amount).neg() : change.mul(r.nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      cost = cost.plus(cost.mul(change).div(units));
    }
    units = units.plus(change);
    balance = balance.plus(change);
    return {
      ...base,
      amount: amount.toFixed(2),
      units: change.toFixed(3),
      nav: new Decimal(r.nav).toFixed(4),
      balance: balance.toFixed(3),
    };
  });
  return {
    rtaCode: spec.rtaCode,
    name: spec.name,
    formerName: spec.formerName ?? null,
    isin: spec.isin,
    amfiCode: null,
    advisor: spec.advisor ?? "DIRECT",
    registrar: spec.registrar,
    opening: new Decimal(spec.opening ?? "0").toFixed(3),
    rows,
    closing: balance.toFixed(3),
    navDate: spec.navDate,
    nav: new Decimal(spec.nav).toFixed(4),
    value: balance.mul(spec.nav).toFixed(2),
    cost: cost.toFixed(2),
    problems: [],
  };
}

const TO = "2025-03-31";

/**
 * A SYNTHETIC CAMS detailed statement of a fictional investor in real funds (names, ISINs and registrar codes as
 * AMFI and the registrars publish them; NAVs invented). It carries the traps of LAYOUT.md: a name wrapped onto two
 * lines, a `(formerly ...)` rename, negatives in parentheses, stamp duty and STT rows, IDCW reinvestment and
 * payout rows, a purchase and its reversal, a description continued on the next line, a row with no numbers.
 */
export function camsDetailed(): CasStatement {
  return {
    layout: "detailed",
    from: "2017-04-01",
    to: TO,
    folios: [
      {
        amc: "ICICI Prudential Mutual Fund",
        folio: "7654321/12",
        schemes: [
          buildScheme({
            rtaCode: "P01",
            name: "ICICI Prudential ELSS Tax Saver Fund - Growth",
            formerName: "ICICI Prudential Long Term Equity Fund Tax Saving",
            isin: "INF109K01464",
            advisor: "ARN-0000",
            registrar: "CAMS",
            rows: [
              { date: "2017-06-15", description: "Purchase", buy: "40000.00", nav: "320.5000" },
              {
                date: "2019-03-11",
                description: "SIP Purchase - Instalment 1/120 - via Online Distributor Platform",
                buy: "5000.00",
                nav: "380.1200",
              },
              { date: "2020-07-01", description: "*** Stamp Duty ***", amountOnly: "0.25" },
              { date: "2020-07-01", description: "SIP Purchase - Instalment 2/120", buy: "4999.75", nav: "410.8800" },
              { date: "2024-05-20", description: "Redemption", sell: "60.000", nav: "780.2500" },
              { date: "2024-05-20", description: "*** STT Paid ***", amountOnly: "0.47" },
              {
                date: "2024-09-02",
                description: "Redemption - via Online Distributor Platform",
                sell: "40.000",
                nav: "840.1000",
              },
              { date: "2024-09-02", description: "*** STT Paid ***", amountOnly: "0.34" },
            ],
            navDate: TO,
            nav: "812.4400",
          }),
        ],
      },
      {
        amc: "HDFC Mutual Fund",
        folio: "1234567/89",
        schemes: [
          buildScheme({
            rtaCode: "HMTOGT",
            name: "HDFC Corporate Bond Fund - Direct Plan - Growth Option",
            isin: "INF179K01XD8",
            registrar: "CAMS",
            rows: [
              { date: "2021-05-03", description: "Purchase", buy: "20000.00", nav: "25.1234" },
              { date: "2023-06-01", description: "Purchase", buy: "11000.00", nav: "28.9012" },
              { date: "2023-06-05", description: "Purchase", buy: "5000.00", nav: "28.9500" },
              {
                date: "2023-06-08",
                description: "Purchase Reversal - Payment not received",
                reverse: "5000.00",
                nav: "28.9500",
              },
              { date: "2023-09-01", description: "*** Registration of Nominee ***" },
              { date: "2024-08-01", description: "Redemption", sell: "500.000", nav: "30.1000" },
            ],
            navDate: TO,
            nav: "31.0456",
          }),
          buildScheme({
            rtaCode: "H60",
            name: "HDFC Low Duration Fund - Regular Plan - Monthly IDCW - Reinvest",
            isin: "INF179K01467",
            advisor: "ARN-0000",
            registrar: "CAMS",
            opening: "1000.000",
            rows: [
              {
                date: "2024-04-25",
                description: "IDCW Reinvestment @ Rs.0.0500 per unit",
                buy: "50.00",
                nav: "10.1500",
              },
              {
                date: "2024-05-27",
                description: "IDCW Reinvestment @ Rs.0.0520 per unit",
                buy: "52.26",
                nav: "10.1600",
              },
            ],
            navDate: TO,
            nav: "10.2000",
          }),
          buildScheme({
            rtaCode: "H51",
            name: "HDFC Money Market Fund - Direct Plan - Weekly IDCW - Payout",
            isin: "INF179KB1IA9",
            registrar: "CAMS",
            rows: [
              { date: "2024-04-02", description: "Purchase", buy: "100000.00", nav: "1064.2000" },
              { date: "2024-04-08", description: "IDCW Paid @ Rs. 1.25 per unit", amountOnly: "117.46" },
              { date: "2024-04-08", description: "*** TDS on above ***", amountOnly: "11.75" },
            ],
            navDate: TO,
            nav: "1065.0100",
          }),
        ],
      },
    ],
  };
}

/** A SYNTHETIC KFintech detailed statement: a `(formerly ...)` rename and a scheme printed without its ISIN. */
export function kfintechDetailed(): CasStatement {
  return {
    layout: "detailed",
    from: "2023-04-01",
    to: TO,
    folios: [
      {
        amc: "Axis Mutual Fund",
        folio: "9104567823/0",
        schemes: [
          buildScheme({
            rtaCode: "128TSDGG",
            name: "Axis ELSS Tax Saver Fund - Direct Growth",
            formerName: "Axis Long Term Equity Fund",
            isin: "INF846K01EW2",
            registrar: "KFINTECH",
            rows: [
              { date: "2023-05-10", description: "Purchase", buy: "50000.00", nav: "72.3300" },
              { date: "2023-05-10", description: "*** Stamp Duty ***", amountOnly: "2.50" },
              { date: "2023-06-12", description: "Systematic Investment (1)", buy: "9999.50", nav: "74.1100" },
              { date: "2023-06-12", description: "*** Stamp Duty ***", amountOnly: "0.50" },
              { date: "2024-09-16", description: "Redemption", sell: "200.000", nav: "101.7700" },
              { date: "2024-09-16", description: "*** STT Paid ***", amountOnly: "0.20" },
            ],
            navDate: TO,
            nav: "96.5500",
          }),
        ],
      },
      {
        amc: "Mirae Asset Mutual Fund",
        folio: "7010101010/0",
        schemes: [
          buildScheme({
            rtaCode: "117EBD1G",
            name: "Mirae Asset Emerging Bluechip Fund - Direct Plan - Growth",
            isin: null,
            advisor: "ARN-0000",
            registrar: "KFINTECH",
            rows: [
              { date: "2023-07-03", description: "Purchase", buy: "25000.00", nav: "118.4000" },
              {
                date: "2024-01-15",
                description: "Switch-Out - To Mirae Asset Large Cap Fund",
                sell: "50.000",
                nav: "130.2000",
              },
            ],
            navDate: TO,
            nav: "142.9100",
          }),
        ],
      },
    ],
  };
}
