import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TransactionForm, TRANSACTION_DATE_MESSAGE } from "./transaction-form";

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
  });

  it("tells a buyer that stamp duty makes the units slightly fewer, and a seller nothing of it", async () => {
    const user = userEvent.setup();
    render(<TransactionForm today="2026-11-27" onAdded={jest.fn()} />);
    expect(screen.getByText(/0\.005% stamp duty/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Transaction" }), "sell");
    expect(screen.queryByText(/stamp duty/)).toBeNull();
  });
});
