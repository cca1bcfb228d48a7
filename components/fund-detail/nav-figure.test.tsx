import { render, screen } from "@testing-library/react";
import { NavFigure } from "./nav-figure";

// The canvas is drawn in a browser only; the figure's text alternative and the note are what this reads.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => null }));

const points = [
  { date: "2026-05-21", nav: 451.69675 },
  { date: "2026-06-19", nav: 454.37279 },
  { date: "2026-06-21", nav: 454.5266 },
  { date: "2026-06-22", nav: 454.5786 },
];

describe("NavFigure", () => {
  it("notes a split under the chart with its date and ratio", () => {
    render(
      <NavFigure
        range="1M"
        shown={{
          start_date: "2026-05-21",
          end_date: "2026-06-22",
          change_pct: 0.638,
          points,
          adjustments: [
            {
              date: "2026-06-21",
              previous_date: "2026-06-19",
              previous_nav: 4543.7279,
              nav: 454.5266,
              kind: "split",
              factor: 0.1,
            },
          ],
        }}
      />,
    );
    const note = screen.getByRole("list", { name: "NAV events in this range" });
    expect(note).toHaveTextContent("Split or face-value change on Jun 21, 2026");
    expect(note).toHaveTextContent("NAVs before it are divided by 10");
    expect(screen.getByText(/The NAV rose 0.64% from ₹451.6968 on May 21, 2026/)).toBeInTheDocument();
  });

  it("calls a move that rounds to 0.00% unchanged, not a fall of 0.00% (issue 37, 3)", () => {
    render(
      <NavFigure
        range="1M"
        shown={{ start_date: "2026-05-21", end_date: "2026-06-22", change_pct: -0.0004, points, adjustments: [] }}
      />,
    );
    expect(screen.getByText(/^The NAV was unchanged from/)).toBeInTheDocument();
    expect(screen.queryByText(/fell 0\.00%/)).toBeNull();
  });

  it("has no note without events", () => {
    render(
      <NavFigure
        range="1M"
        shown={{ start_date: "2026-05-21", end_date: "2026-06-22", change_pct: 0.638, points, adjustments: [] }}
      />,
    );
    expect(screen.queryByRole("list", { name: "NAV events in this range" })).toBeNull();
  });
});
