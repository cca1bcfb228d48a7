import { render, screen } from "@testing-library/react";
import { CategoryReturnsTables } from "./category-returns";

const row = (plan_type: string, plan_count: number) => ({
  plan_type,
  as_of: "2026-11-20",
  plan_count,
  period_average_pct: 9,
  returns: { "1m": 1, "3m": 2, "6m": 4, "1y": 9, "3y": 11, "5y": null, "10y": null, max: null },
  counts: { "1y": plan_count, "3y": plan_count },
});

describe("CategoryReturnsTables", () => {
  it("names the plans without the Direct/Regular split for what they are, not 'Unknown' (issue 37, 12)", () => {
    render(
      <CategoryReturnsTables
        returns={{
          category: { id: 3, slug: "other-index-funds", name: "Index Funds" } as never,
          period: "3y",
          duration: 5,
          averages: [row("Direct", 40), row("Unknown", 8)],
          calendar_years: [],
        }}
      />,
    );
    const headers = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Direct (40 plans)", "Single plan (no Direct or Regular split) (8 plans)"]);
    expect(screen.queryByText(/Unknown/)).toBeNull();
  });
});
