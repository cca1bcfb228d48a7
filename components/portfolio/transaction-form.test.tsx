import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callLazily } from "@/components/data/lazy-call";
import { OWN_FIGURES_HELP, TransactionForm, TRANSACTION_DATE_MESSAGE } from "./transaction-form";

jest.mock("@/components/data/lazy-call", () => ({ callLazily: jest.fn(async () => ({})) }));
// The fund search calls the API; a button that picks one fund stands in for it.
jest.mock("@/components/compare/fund-combobox", () => ({
  FundCombobox: ({ onPick }: { onPick: (plan: { scheme_code: number; plan_display_name: string }) => void }) => (
    <button type="button" onClick={() => onPick({ scheme_code: 1001, plan_display_name: "A Fund - Direct Growth" })}>
      Pick a fund
    </button>
  ),
}));

describe("TransactionForm", () => {
  it("says a future date is refused because it is in the future, in the box and on Record", async () => {
    const user = userEvent.setup();
    render(<TransactionForm today="2026-11-27" onAdded={jest.fn()} />);
    const date = screen.getByRole("textbox", { name: "Date" });
    await user.clear(date);
    await user.type(date, "2027-01-15{Enter}");
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(TRANSACTION_DATE_MESSAGE)).toBeInTheDocument();
    expect(TRANSACTION_DATE_MESSAGE).toMatch(/cannot be in the future/);
    // Record says it once, in the date box, not again in the form's alert (issue 37, 12).
    await user.click(screen.getByRole("button", { name: "Pick a fund" }));
    await user.click(screen.getByRole("button", { name: "Record" }));
    expect(screen.getAllByText(TRANSACTION_DATE_MESSAGE)).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(callLazily).not.toHaveBeenCalled();
  });

  it("asks for a date left empty in the date box, once", async () => {
    const user = userEvent.setup();
    render(<TransactionForm today="2026-11-27" onAdded={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Pick a fund" }));
    await user.clear(screen.getByRole("textbox", { name: "Date" }));
    await user.click(screen.getByRole("button", { name: "Record" }));
    expect(screen.getAllByText(TRANSACTION_DATE_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Date" })).toHaveAttribute("aria-invalid", "true");
  });

  it("tells a buyer that stamp duty makes the units slightly fewer, and a seller nothing of it", async () => {
    const user = userEvent.setup();
    render(<TransactionForm today="2026-11-27" onAdded={jest.fn()} />);
    expect(screen.getByText(/0\.005% stamp duty/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Transaction" }), "sell");
    expect(screen.queryByText(/stamp duty/)).toBeNull();
  });

  it("records a purchase before the site's NAV history from the member's units and price (or amount)", async () => {
    const user = userEvent.setup();
    const onAdded = jest.fn();
    render(<TransactionForm today="2026-11-27" onAdded={onAdded} />);
    await user.click(screen.getByRole("button", { name: "Pick a fund" }));
    const date = screen.getByRole("textbox", { name: "Date" });
    await user.clear(date);
    await user.type(date, "2023-04-03{Enter}");
    await user.selectOptions(screen.getByRole("combobox", { name: "Enter" }), "own");
    expect(screen.getByText(OWN_FIGURES_HELP)).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Units" }), "120.5");
    await user.click(screen.getByRole("button", { name: "Record" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the price a unit or the amount, from your statement.");
    await user.type(screen.getByRole("textbox", { name: /Price a unit/ }), "41.5034");
    await user.click(screen.getByRole("button", { name: "Record" }));
    expect(callLazily).toHaveBeenCalledWith(expect.anything(), {
      body: { scheme_code: 1001, kind: "buy", date: "2023-04-03", units: 120.5, nav: 41.5034 },
    });
    expect(onAdded).toHaveBeenCalled();
  });
});
