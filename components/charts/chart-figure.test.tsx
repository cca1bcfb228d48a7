import { render, screen, within } from "@testing-library/react";
import { ChartFigure } from "./chart-figure";

// jsdom has no canvas: the lazily loaded chart.js canvas is replaced, the text alternative is what is tested.
jest.mock("./chart-canvas", () => ({ ChartCanvas: () => <div data-testid="canvas" /> }));

const data = {
  kind: "line" as const,
  labels: ["Jan 2025", "Feb 2025", "Mar 2025"],
  series: [
    { label: "This fund", values: [10000, 10512.345, null] },
    { label: "Category average", values: [10000, 10100, 10250.5] },
  ],
};

describe("ChartFigure", () => {
  it("shows the title and summary as the caption and every value in the table, formatted", async () => {
    render(
      <ChartFigure title="Growth of ₹10,000" summary="The fund grew 5.12% in a month." data={data} format="inr" />,
    );
    // The canvas loads after hydration.
    expect(await screen.findByTestId("canvas")).toBeInTheDocument();
    expect(screen.getByText("Growth of ₹10,000", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("The fund grew 5.12% in a month.")).toBeInTheDocument();
    const table = screen.getByRole("table", { hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      "PeriodThis fundCategory average",
      "Jan 2025₹10,000.00₹10,000.00",
      "Feb 2025₹10,512.35₹10,100.00",
      "Mar 2025--₹10,250.50",
    ]);
  });

  it("limits the table to the chosen rows", async () => {
    render(<ChartFigure title="t" summary="s" data={data} format="percent" tableRows={[2]} />);
    await screen.findByTestId("canvas");
    const rows = within(screen.getByRole("table", { hidden: true })).getAllByRole("row", { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual(["PeriodThis fundCategory average", "Mar 2025--10,250.50%"]);
  });
});
