import { masterOffers } from "./master-nfos";
import type { MasterRow } from "./master-row-schema";

const row = (fields: Partial<MasterRow>): MasterRow => ({
  schemeCode: 1,
  amc: "Quantum Asset Management Company Private Limited",
  schemeName: "Quantum Ethical Fund",
  schemeType: "Open Ended",
  category: "Equity Scheme - Sectoral/ Thematic",
  navName: "Quantum Ethical Fund - Direct Plan Growth Option",
  planType: "Direct",
  minAmountText: "Rs. 500",
  minAmountRupees: 500,
  launchDate: "2024-12-02",
  closureDate: "2024-12-16",
  isins: [],
  fundKey: "quantum ethical fund",
  ...fields,
});

describe("masterOffers", () => {
  it("groups a scheme's codes into one offer with its real dates and its lowest minimum", () => {
    const offers = masterOffers(
      [
        row({}),
        row({ schemeCode: 2, planType: "Regular", minAmountRupees: 1000 }),
        row({ schemeCode: 3, minAmountRupees: null }),
      ],
      "2024-11-18",
    );
    expect(offers).toEqual([
      {
        amc: "Quantum Asset Management Company Private Limited",
        name: "Quantum Ethical Fund",
        category: "Equity Scheme - Sectoral/ Thematic",
        openDate: "2024-12-02",
        closeDate: "2024-12-16",
        minInvestment: 500,
      },
    ]);
  });

  it.each([
    ["open now (closes after today)", { launchDate: "2024-11-08", closureDate: "2024-11-21" }, "2024-11-21"],
    ["closes today: not after today", { launchDate: "2024-11-04", closureDate: "2024-11-18" }, null],
    [
      "launches after today, no closure date: closes on its launch day",
      { launchDate: "2024-12-04", closureDate: null },
      "2024-12-04",
    ],
    ["launched long ago", { launchDate: "1995-02-24", closureDate: "1995-02-24" }, null],
    [
      "a close-ended maturity date is not an offer's end",
      { launchDate: "2022-03-01", closureDate: "2027-03-01" },
      null,
    ],
    [
      "a future launch with a maturity date closes on its launch day",
      { launchDate: "2024-12-01", closureDate: "2028-12-01" },
      "2024-12-01",
    ],
    ["no launch date", { launchDate: null, closureDate: "2024-12-16" }, null],
  ])("%s", (_, dates, close) => {
    const offers = masterOffers([row(dates)], "2024-11-18");
    expect(offers[0]?.closeDate ?? null).toBe(close);
  });
});
