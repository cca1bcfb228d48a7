import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { FinancialPlan } from "@/components/planning/financial-plan";

const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

// No canvas in jsdom: the chart's text alternative is what these tests read.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => null }));

const RETURNS = { Conservative: 7.6, "Moderately Conservative": 8.6, Moderate: 9.6, "Moderately Aggressive": 10.6, Aggressive: 11.3 };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

// The tabs after the first are lazy components: awaiting act lets their code load, as it does while a page hydrates.
async function renderPlan() {
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <FinancialPlan profileReturns={RETURNS} />
      </SWRConfig>,
    );
  });
}

describe("FinancialPlan for a visitor", () => {
  beforeEach(() => {
    window.location.hash = "";
    callEndpoint.mockReset();
  });

  it("works out spending habits live and asks to log in to save, without calling the API", async () => {
    await renderPlan();
    type("Monthly take-home income", "1,00,000");
    type("Housing (rent, maintenance)", "30000");
    type("Dining out, shopping, entertainment", "10000");
    const results = screen.getAllByRole("definition");
    expect(results.map((d) => d.textContent)).toEqual(["₹40,000", "₹60,000", "60.00%"]);
    expect(screen.getByRole("row", { name: /Needs \(50%\)/ })).toHaveTextContent("₹50,000₹30,000 (30.00%)");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?next=/goal-planning");
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it("plans a goal: future cost, SIP at the start of each month, lumpsum", async () => {
    await renderPlan();
    fireEvent.click(screen.getByRole("tab", { name: "Goal Planner" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a goal" }));
    const goal = screen.getByRole("region", { name: "Goal 1" });
    fireEvent.change(within(goal).getByLabelText("Name"), { target: { value: "College" } });
    fireEvent.change(within(goal).getByLabelText("Cost today", { exact: false }), { target: { value: "10,00,000" } });
    fireEvent.change(within(goal).getByLabelText("Expected return", { exact: false }), { target: { value: "12" } });
    const college = screen.getByRole("region", { name: "College" });
    // 10 lakh at 6% for 10 years = ₹17,90,848; SIP = 17,90,847.70 / 232.339 = ₹7,708 (see lib/planning/goal-plan.test.ts).
    expect(within(college).getByText("Cost in 10 years").nextSibling).toHaveTextContent("₹17,90,848");
    expect(within(college).getByText("Monthly SIP (start of month)").nextSibling).toHaveTextContent("₹7,708");
    expect(screen.getByText(/All goals together need ₹7,708 a month/)).toBeInTheDocument();
  });
});
