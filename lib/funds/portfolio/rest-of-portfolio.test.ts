import { REST_OF_PORTFOLIO, withRestOfPortfolio } from "@/lib/funds/portfolio/rest-of-portfolio";

describe("withRestOfPortfolio (issue 37, 11)", () => {
  it("adds the 99.90% a credit breakdown of 0.10% Sovereign leaves out", () => {
    expect(withRestOfPortfolio([{ label: "Sovereign", weight_pct: 0.1 }])).toEqual({
      rows: [
        { label: "Sovereign", weight_pct: 0.1 },
        { label: REST_OF_PORTFOLIO, weight_pct: 99.9 },
      ],
      rest: true,
    });
  });

  it("adds 100 − (62.5 + 20.25) = 17.25 for two groups", () => {
    const { rows } = withRestOfPortfolio([
      { label: "AAA", weight_pct: 62.5 },
      { label: "A1+", weight_pct: 20.25 },
    ]);
    expect(rows.at(-1)).toEqual({ label: REST_OF_PORTFOLIO, weight_pct: 17.25 });
  });

  it("adds nothing to a whole portfolio, to rounding short of it (99.6%), or past it (100.4%)", () => {
    for (const weights of [[100], [60, 39.6], [50, 50.4], [99.51, 0]]) {
      const rows = weights.map((weight_pct, i) => ({ label: `g${i}`, weight_pct }));
      expect(withRestOfPortfolio(rows)).toEqual({ rows, rest: false });
    }
  });

  it("keeps 0.5% left out: the smallest rest shown", () => {
    expect(withRestOfPortfolio([{ label: "AAA", weight_pct: 99.5 }]).rows.at(-1)).toEqual({
      label: REST_OF_PORTFOLIO,
      weight_pct: 0.5,
    });
  });
});
