import type { CasStatement } from "@/lib/cas/cas-statement";
import { buildScheme, type RowSpec } from "@/lib/cas/testing/synthetic-statements";

/** Monthly SIPs of 5,000 with their stamp duty rows: enough rows for a scheme to run over a page break. */
function monthlySips(fromYear: number, months: number, nav: (i: number) => string): RowSpec[] {
  return Array.from({ length: months }, (_, i): RowSpec[] => {
    const date = `${fromYear + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-05`;
    return [
      { date, description: `SIP Purchase - Instalment ${i + 1}/60`, buy: "4999.75", nav: nav(i) },
      { date, description: "*** Stamp Duty ***", amountOnly: "0.25" },
    ];
  }).flat();
}

/**
 * A SYNTHETIC CAMS detailed statement with the values of issue 33: a lump sum of Rs 4,00,000 in an ELSS bought
 * at 100 and all of it redeemed at 265 five years later (a Rs 6,60,000 long-term gain, and a scheme whose
 * opening and closing balances are both 0), a redemption whose printed NAV (1943.0495) is not its amount / units
 * (1943.0681), and a scheme of 60 SIPs that runs over several pages. Rendered with the registrar's printing
 * (`Printing`), the old parser lost the first scheme's rows silently.
 */
export function issue33Statement(): CasStatement {
  return {
    layout: "detailed",
    from: "2019-04-01",
    to: "2025-03-31",
    folios: [
      {
        amc: "ICICI Prudential Mutual Fund",
        folio: "7654321/12",
        schemes: [
          buildScheme({
            rtaCode: "P01",
            name: "ICICI Prudential ELSS Tax Saver Fund - Growth",
            isin: "INF109K01464",
            advisor: "ARN-0000",
            registrar: "CAMS",
            rows: [
              { date: "2019-06-10", description: "Purchase", buy: "400000.00", nav: "100.0000" },
              { date: "2024-06-14", description: "Redemption", sell: "4000.000", nav: "265.0000" },
              { date: "2024-06-14", description: "*** STT Paid ***", amountOnly: "10.60" },
            ],
            navDate: "2025-03-31",
            nav: "270.1200",
          }),
        ],
      },
      {
        amc: "HDFC Mutual Fund",
        folio: "1234567/89",
        schemes: [
          buildScheme({
            rtaCode: "H51",
            name: "HDFC Money Market Fund - Direct Plan - Weekly IDCW - Payout",
            isin: "INF179KB1IA9",
            registrar: "CAMS",
            rows: [
              { date: "2024-04-02", description: "Purchase", buy: "150000.00", nav: "1943.0495" },
              { date: "2024-04-02", description: "*** Stamp Duty ***", amountOnly: "7.50" },
              { date: "2024-10-01", description: "Redemption", sell: "51.999", nav: "1943.0495", amount: "101037.60" },
            ],
            navDate: "2025-03-31",
            nav: "1950.1100",
          }),
          buildScheme({
            rtaCode: "HMTOGT",
            name: "HDFC Corporate Bond Fund - Direct Plan - Growth Option",
            isin: "INF179K01XD8",
            registrar: "CAMS",
            rows: monthlySips(2020, 60, (i) => (25 + i * 0.0731).toFixed(4)),
            navDate: "2025-03-31",
            nav: "31.0456",
          }),
        ],
      },
    ],
  };
}
