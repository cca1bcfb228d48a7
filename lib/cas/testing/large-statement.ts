import type { CasStatement } from "@/lib/cas/cas-statement";
import { buildScheme, type RowSpec } from "@/lib/cas/testing/synthetic-statements";

const FUNDS = [
  {
    rtaCode: "P01",
    name: "ICICI Prudential ELSS Tax Saver Fund - Regular Plan - Growth",
    isin: "INF109K01464",
    registrar: "CAMS",
  },
  {
    rtaCode: "HMTOGT",
    name: "HDFC Corporate Bond Fund - Direct Plan - Growth Option",
    isin: "INF179K01XD8",
    registrar: "CAMS",
  },
  {
    rtaCode: "128TSDGG",
    name: "Axis ELSS Tax Saver Fund - Direct Growth",
    isin: "INF846K01EW2",
    registrar: "KFINTECH",
  },
  {
    rtaCode: "117EBD1G",
    name: "Mirae Asset Large & Midcap Fund - Direct Plan - Growth",
    isin: "INF769K01BI1",
    registrar: "KFINTECH",
  },
] as const;

/**
 * A SYNTHETIC detailed statement with `rows` transaction rows: monthly SIPs with a stamp duty row each, spread
 * over ten folios of real funds, and a redemption every year (for the benchmark and the memory goal).
 */
export function largeStatement(rows: number): CasStatement {
  const schemes = 10;
  const perScheme = Math.ceil(rows / schemes);
  return {
    layout: "detailed",
    from: "2010-01-01",
    to: "2025-03-31",
    folios: Array.from({ length: schemes }, (_, f) => {
      const fund = FUNDS[f % FUNDS.length]!;
      const specs: RowSpec[] = [];
      for (let i = 0; specs.length < perScheme; i++) {
        const year = 2012 + Math.floor(i / 12);
        const date = `${year}-${String((i % 12) + 1).padStart(2, "0")}-05`;
        const nav = (20 + i * 0.37).toFixed(4);
        specs.push({
          date,
          description: `SIP Purchase - Instalment ${i + 1}/999 - via Online Distributor Platform`,
          buy: "5000.00",
          nav,
        });
        if (specs.length < perScheme) specs.push({ date, description: "*** Stamp Duty ***", amountOnly: "0.25" });
        if (i % 12 === 11 && specs.length < perScheme)
          specs.push({ date, description: "Redemption", sell: "10.000", nav });
      }
      return {
        amc: `${fund.name.split(" ")[0]} Mutual Fund`,
        folio: `${91000000 + f}/0`,
        schemes: [buildScheme({ ...fund, rows: specs, navDate: "2025-03-31", nav: "88.1234" })],
      };
    }),
  };
}
