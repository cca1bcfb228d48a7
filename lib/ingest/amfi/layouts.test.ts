import { detectLayout, LAYOUT_COLUMNS, LAYOUT_HEADERS } from "./layouts";

describe("detectLayout", () => {
  it.each([
    ["Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date", "daily-6"],
    [
      "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date",
      "daily-8",
    ],
    [
      "Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date",
      "history-8",
    ],
    ["  Scheme Code;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date  ", "daily-6"],
    ["Scheme Code ; ISIN Div Payout / ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date", "daily-6"],
    ["SCHEME CODE;ISIN DIV PAYOUT/ ISIN GROWTH;ISIN DIV REINVESTMENT;SCHEME NAME;NET ASSET VALUE;DATE", "daily-6"],
    [
      "Scheme Code;Scheme Name;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date",
      "history-8",
    ],
  ])("%p -> %s", (header, layout) => {
    expect(detectLayout(header)).toBe(layout);
  });

  it.each([
    "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value",
    "Scheme Code,ISIN Div Payout/ ISIN Growth,ISIN Div Reinvestment,Scheme Name,Net Asset Value,Date",
    "119551;INF209KA12Z1;INF209KA13Z9;Aditya Birla Sun Life Banking & PSU Debt Fund;110.0766;23-Jan-2026",
    "",
  ])("%p is no known layout", (header) => {
    expect(detectLayout(header)).toBeNull();
  });

  it("recognises each documented header", () => {
    for (const [layout, header] of Object.entries(LAYOUT_HEADERS)) expect(detectLayout(header)).toBe(layout);
  });
});

describe("LAYOUT_COLUMNS: what parseNavFile's line reading relies on", () => {
  it.each(Object.entries(LAYOUT_COLUMNS))(
    "%s: every plan field comes before the NAV, and the date is the last field",
    (_layout, columns) => {
      const planFields = [
        columns.schemeCode,
        columns.isinGrowth,
        columns.isinReinvestment,
        columns.schemeName,
        columns.plan,
        columns.option,
      ];
      expect(Math.max(...planFields)).toBeLessThan(columns.nav);
      expect(columns.date).toBe(columns.fieldCount - 1);
    },
  );
});
