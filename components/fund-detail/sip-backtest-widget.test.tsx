import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { SipBacktestWidget } from "./sip-backtest-widget";

const FIRST = "2024-01-01";
const LATEST = "2024-06-14";

/** Daily NAVs from FIRST to LATEST, flat at 10 until 31-May and 12.5 from 1-Jun. */
const POINTS = Array.from({ length: isoToDay(LATEST) - isoToDay(FIRST) + 1 }, (_, i) => {
  const date = dayToIso(isoToDay(FIRST) + i);
  return { date, nav: date >= "2024-06-01" ? 12.5 : 10 };
});

function renderWidget(isin: string | null = "INF000A01011") {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      status: "success",
      payload: {
        scheme_code: 1001,
        isin,
        duration: "MAX",
        start_date: FIRST,
        end_date: LATEST,
        change_pct: 25,
        points: POINTS,
      },
    }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SipBacktestWidget isin={isin} firstNavDate={FIRST} latestNavDate={LATEST} />
    </SWRConfig>,
  );
  return {
    user: userEvent.setup(),
    fetchMock,
    amount: screen.queryByRole("textbox", { name: /Monthly amount/ })!,
    start: screen.queryByRole("textbox", { name: "Start date" })!,
  };
}

async function setStart(user: ReturnType<typeof userEvent.setup>, start: HTMLElement, text: string) {
  await user.clear(start);
  if (text) await user.type(start, text);
  await user.tab();
}

describe("SipBacktestWidget", () => {
  it("starts with ₹5,000 a month from the first NAV when the fund is younger than three years", () => {
    const { amount, start } = renderWidget();
    expect(amount).toHaveValue("5,000");
    expect(start).toHaveValue(FIRST);
  });

  it("asks for a blank amount and a blank start date, and loads nothing", async () => {
    const { user, amount, start, fetchMock } = renderWidget();
    await user.clear(amount);
    await setStart(user, start, "");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByText("Enter an amount between ₹100 and ₹1,00,00,000")).toBeInTheDocument();
    expect(screen.getByText("Enter the start date")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(start).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a zero amount, and follows the field once the message shows", async () => {
    const { user, amount, fetchMock } = renderWidget();
    await user.clear(amount);
    await user.type(amount, "0");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByText("Enter an amount between ₹100 and ₹1,00,00,000")).toBeInTheDocument();
    await user.type(amount, "500");
    expect(screen.queryByText("Enter an amount between ₹100 and ₹1,00,00,000")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the first NAV date for a start before it, and the latest for a start after it, once the NAVs are in", async () => {
    const { user, start } = renderWidget();
    await setStart(user, start, "2023-12-31");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await screen.findByText("Choose a start date on or after Jan 01, 2024, the fund's first NAV date"),
    ).toBeInTheDocument();
    expect(start).toHaveAttribute("aria-invalid", "true");
    await setStart(user, start, "2024-06-15");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(
      await screen.findByText("Choose a start date on or before Jun 14, 2024, the fund's latest NAV date"),
    ).toBeInTheDocument();
  });

  it("says so when the start date is not a date", async () => {
    const { user, start } = renderWidget();
    await setStart(user, start, "31/31/2024");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // The calculator's message, which the date field also gives on its own.
    expect(screen.getAllByText("Enter a date as YYYY-MM-DD").length).toBeGreaterThan(0);
    expect(start).toHaveAttribute("aria-invalid", "true");
  });

  it("loads the NAV history and shows what the SIP became", async () => {
    const { user, amount, start, fetchMock } = renderWidget();
    await user.clear(amount);
    await user.type(amount, "1000");
    await setStart(user, start, "2024-03-10");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // 10-Mar, 10-Apr, 10-May at NAV 10 (300 units), 10-Jun at 12.5 (80 units): 380 units × 12.5 = 4,750.
    await waitFor(() => expect(screen.getByText("Invested")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      "/api/v1/funds/navs?isin=INF000A01011&duration=MAX",
    );
    expect(screen.getByText("Invested").nextSibling).toHaveTextContent("₹4,000");
    expect(screen.getByText("Value on Jun 14, 2024").nextSibling).toHaveTextContent("₹4,750");
    expect(screen.getByText("Gain").nextSibling).toHaveTextContent("₹750 (18.75%)");
    expect(screen.getByText("XIRR").nextSibling).toHaveTextContent(/^\d+\.\d{2}% a year$/);
    expect(screen.getByText("4 monthly instalments of ₹1,000, from Mar 10, 2024 to Jun 10, 2024.")).toBeInTheDocument();
  });

  it("explains why a plan without an ISIN has no calculator", () => {
    renderWidget(null);
    expect(screen.queryByRole("button", { name: "Calculate" })).not.toBeInTheDocument();
    expect(screen.getByText(/AMFI lists no ISIN for this plan/)).toBeInTheDocument();
  });
});
