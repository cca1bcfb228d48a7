import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { FinancialPlan } from "@/components/planning/financial-plan";
import { recordedToasts } from "@/components/ui/testing/recorded-toasts";
import { renderSettled } from "@/components/ui/testing/render-settled";

const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"));

// No canvas in jsdom: the chart's text alternative is what these tests read.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => null }));

const RETURNS = {
  Conservative: 7.6,
  "Moderately Conservative": 8.6,
  Moderate: 9.6,
  "Moderately Aggressive": 10.6,
  Aggressive: 11.3,
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

// The tabs after the first are lazy components: renderSettled lets their code load, as it does while a page hydrates.
async function renderPlan() {
  await renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FinancialPlan profileReturns={RETURNS} />
    </SWRConfig>,
  );
}

/** Opens the Goal Planner tab and adds a goal with a name and today's cost; returns the goal's region. */
function addGoal(name: string, costToday: string): HTMLElement {
  fireEvent.click(screen.getByRole("tab", { name: "Goal Planner" }));
  fireEvent.click(screen.getByRole("button", { name: "Add a goal" }));
  const goal = screen.getByRole("region", { name: "Goal 1" });
  fireEvent.change(within(goal).getByLabelText("Name"), { target: { value: name } });
  fireEvent.change(within(goal).getByLabelText("Cost today", { exact: false }), { target: { value: costToday } });
  return screen.getByRole("region", { name });
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
    const college = addGoal("College", "10,00,000");
    fireEvent.change(within(college).getByLabelText("Expected return", { exact: false }), { target: { value: "12" } });
    // 10 lakh at 6% for 10 years = ₹17,90,848; SIP = 17,90,847.70 / 232.339 = ₹7,708 (see lib/planning/goal-plan.test.ts).
    expect(within(college).getByText("Cost in 10 years").nextSibling).toHaveTextContent("₹17,90,848");
    expect(within(college).getByText("Monthly SIP (start of month)").nextSibling).toHaveTextContent("₹7,708");
    expect(screen.getByText(/All goals together need ₹7,708 a month/)).toBeInTheDocument();
    // At the end of each month: 17,90,847.70 / 230.0387 = ₹7,785 (each instalment misses a month's growth).
    fireEvent.change(screen.getByLabelText("SIP paid at the"), { target: { value: "end" } });
    expect(within(college).getByText("Monthly SIP (end of month)").nextSibling).toHaveTextContent("₹7,785");
  });
});

describe("FinancialPlan for a member", () => {
  const SAVED_SPENDING = { monthly_income: 100000, expenses: { housing: 30000 } };

  beforeEach(() => {
    window.location.hash = "";
    window.localStorage.setItem("token", "jwt");
    recordedToasts.length = 0;
    callEndpoint.mockReset();
    callEndpoint.mockImplementation(async (endpoint: { method: string; path: string }, input: { body?: unknown }) => {
      if (endpoint.method === "POST")
        return { latest: { data: input.body, saved_at: "2026-11-24T10:00:00Z" }, history: [] };
      if (endpoint.path === "/api/v1/financial-plan/spending-habits")
        return { latest: { data: SAVED_SPENDING, saved_at: "2026-11-20T10:00:00Z" }, history: [] };
      if (endpoint.path === "/api/v1/risk-profile/results") return [];
      return { latest: null, history: [] };
    });
  });

  afterEach(() => window.localStorage.clear());

  it("fills the form from the latest save, shows its date, and saves a new version", async () => {
    await renderPlan();
    const panel = screen.getByRole("tabpanel");
    await waitFor(() =>
      expect(within(panel).getByLabelText("Monthly take-home income", { exact: true })).toHaveValue("1,00,000"),
    );
    expect(within(panel).getByLabelText("Housing (rent, maintenance)", { exact: true })).toHaveValue("30,000");
    expect(within(panel).getByText("Last saved Nov 20, 2026")).toBeInTheDocument();

    type("Housing (rent, maintenance)", "25000");
    fireEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(recordedToasts).toContainEqual({ kind: "success", text: "Saved to your account." }));
    expect(callEndpoint).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/v1/financial-plan/spending-habits" }),
      {
        body: { monthly_income: 100000, expenses: { housing: 25000 } },
      },
    );
  });

  it("measures the goals against the saved spending habits", async () => {
    await renderPlan();
    addGoal("Car", "5,00,000");
    // ₹1,00,000 income less ₹30,000 spent leaves ₹70,000 a month to save.
    expect(await screen.findByText(/within the ₹70,000 you can save \(Spending Habits\)/)).toBeInTheDocument();
  });
});
