import { StrictMode, useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DATE_FIELD_INVALID_MESSAGE, DateField, type DateFieldProps } from "./date-field";
import { hydrateServerHtml } from "./testing/hydrate-server-html";

function setup(props: Partial<DateFieldProps> = {}) {
  const user = userEvent.setup();
  const onValueChange = jest.fn<void, [string | null]>();
  render(<DateField label="Start date" defaultValue="2024-03-05" onValueChange={onValueChange} {...props} />);
  const input = screen.getByRole("textbox", { name: "Start date" });
  return { user, onValueChange, input };
}

const popup = () => screen.queryByRole("dialog", { name: "Choose Start date" });

function rowsOf(grid: HTMLElement): string[][] {
  return within(grid)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .getAllByRole("gridcell")
        .map((cell) => cell.textContent ?? ""),
    );
}

describe("DateField", () => {
  it("shows the value as year-month-day with attribute-only numeric bounds", () => {
    const { input } = setup();
    expect(input).toHaveValue("2024-03-05");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("min", "0");
    expect(input).toHaveAttribute("max", "100");
    expect(input).toHaveAttribute("step", "1");
  });

  it("opens on the day view when the input is clicked", async () => {
    const { user, input } = setup();
    expect(popup()).toBeNull();
    await user.click(input);
    expect(popup()).toBeInTheDocument();
    const grid = screen.getByRole("grid", { name: "March 2024" });
    expect(within(grid).getAllByRole("columnheader")).toHaveLength(7);
    const fifth = within(grid).getByRole("gridcell", { name: "5 March 2024" });
    expect(fifth).toHaveAttribute("aria-selected", "true");
    expect(within(grid).getByRole("gridcell", { name: "6 March 2024" })).toHaveAttribute("aria-selected", "false");
    expect(screen.queryByRole("grid", { name: /^Months/ })).toBeNull();
    expect(screen.queryByRole("grid", { name: /^Years/ })).toBeNull();
    // Clicking the input leaves focus there so the user can keep typing.
    expect(input).toHaveFocus();
  });

  it("opens on the day view from the calendar button and focuses the selected day", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Choose Start date from calendar" }));
    expect(screen.getByRole("grid", { name: "March 2024" })).toBeInTheDocument();
    expect(screen.getByRole("gridcell", { name: "5 March 2024" })).toHaveFocus();
  });

  it("sets the value and closes when a day is chosen", async () => {
    const { user, input, onValueChange } = setup();
    await user.click(input);
    await user.click(screen.getByRole("gridcell", { name: "12 March 2024" }));
    expect(input).toHaveValue("2024-03-12");
    expect(onValueChange).toHaveBeenLastCalledWith("2024-03-12");
    expect(popup()).toBeNull();
    expect(input).toHaveFocus();
  });

  it("switches to an ascending year view, 3 per row, and back to days on a year", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole("button", { name: "2024, choose year" }));
    const grid = screen.getByRole("grid", { name: "Years 2016 to 2027" });
    const rows = rowsOf(grid);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(3);
    const years = rows.flat().map(Number);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years[0]).toBe(2016);
    expect(within(grid).getByRole("gridcell", { name: "2024" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("grid", { name: "March 2024" })).toBeNull();

    await user.click(within(grid).getByRole("gridcell", { name: "2026" }));
    expect(screen.getByRole("grid", { name: "March 2026" })).toBeInTheDocument();
    expect(popup()).toBeInTheDocument();
    expect(input).toHaveValue("2024-03-05");
  });

  it("pages through years", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole("button", { name: "2024, choose year" }));
    await user.click(screen.getByRole("button", { name: "Next years" }));
    expect(screen.getByRole("grid", { name: "Years 2028 to 2039" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous years" }));
    await user.click(screen.getByRole("button", { name: "Previous years" }));
    expect(screen.getByRole("grid", { name: "Years 2004 to 2015" })).toBeInTheDocument();
  });

  it("has a month view with 3 months per row that returns to days on a month", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole("button", { name: "March, choose month" }));
    const grid = screen.getByRole("grid", { name: "Months of 2024" });
    const rows = rowsOf(grid);
    expect(rows).toEqual([
      ["Jan", "Feb", "Mar"],
      ["Apr", "May", "Jun"],
      ["Jul", "Aug", "Sep"],
      ["Oct", "Nov", "Dec"],
    ]);
    await user.click(within(grid).getByRole("gridcell", { name: "July 2024" }));
    const days = screen.getByRole("grid", { name: "July 2024" });
    await user.click(within(days).getByRole("gridcell", { name: "1 July 2024" }));
    expect(input).toHaveValue("2024-07-01");
  });

  it("moves between months with the header arrows", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "April 2024" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeInTheDocument();
  });

  it("reads day-month-year text on blur", async () => {
    const { user, input, onValueChange } = setup({ defaultValue: null });
    await user.type(input, "05/03/2024");
    await user.tab();
    expect(input).toHaveValue("2024-03-05");
    expect(onValueChange).toHaveBeenLastCalledWith("2024-03-05");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("reads typed text on Enter", async () => {
    const { user, input, onValueChange } = setup();
    await user.clear(input);
    await user.type(input, "2023/1/9{Enter}");
    expect(input).toHaveValue("2023-01-09");
    expect(onValueChange).toHaveBeenLastCalledWith("2023-01-09");
  });

  it("puts junk in the error state with no date", async () => {
    const { user, input, onValueChange } = setup();
    await user.clear(input);
    await user.type(input, "31/02/2024x");
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveClass("error");
    expect(input).toHaveAccessibleDescription(DATE_FIELD_INVALID_MESSAGE);
    expect(input).toHaveValue("31/02/2024x");
    // Fixing the text clears the error.
    await user.clear(input);
    await user.type(input, "2024-02-29");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(onValueChange).toHaveBeenLastCalledWith("2024-02-29");
  });

  it("clears to null without an error", async () => {
    const { user, input, onValueChange } = setup();
    await user.clear(input);
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("moves with arrow keys, selects with Enter", async () => {
    const { user, input, onValueChange } = setup();
    await user.click(screen.getByRole("button", { name: "Choose Start date from calendar" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("gridcell", { name: "6 March 2024" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("gridcell", { name: "13 March 2024" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowUp}");
    expect(screen.getByRole("gridcell", { name: "5 March 2024" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("gridcell", { name: "27 February 2024" })).toHaveFocus();
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(input).toHaveValue("2024-02-27");
    expect(onValueChange).toHaveBeenLastCalledWith("2024-02-27");
    expect(popup()).toBeNull();
    expect(input).toHaveFocus();
  });

  it("closes with Escape and returns focus to the input", async () => {
    const { user, input, onValueChange } = setup();
    await user.click(screen.getByRole("button", { name: "Choose Start date from calendar" }));
    expect(screen.getByRole("gridcell", { name: "5 March 2024" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(popup()).toBeNull();
    expect(input).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("opens from the input with ArrowDown and closes with Escape", async () => {
    const { user, input } = setup();
    input.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("gridcell", { name: "5 March 2024" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(input).toHaveFocus();
    await user.click(input);
    expect(popup()).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(popup()).toBeNull();
  });

  it("closes on a click outside", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(document.body);
    expect(popup()).toBeNull();
  });

  it("disables days outside minDate and maxDate", async () => {
    const { user, input, onValueChange } = setup({ minDate: "2024-03-04", maxDate: "2024-03-20" });
    await user.click(input);
    const early = screen.getByRole("gridcell", { name: "3 March 2024" });
    expect(early).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("gridcell", { name: "21 March 2024" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("gridcell", { name: "4 March 2024" })).not.toHaveAttribute("aria-disabled");
    await user.click(early);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(popup()).toBeInTheDocument();
  });

  it("rejects typed dates outside minDate and maxDate", async () => {
    const { user, input, onValueChange } = setup({ maxDate: "2024-03-20" });
    await user.clear(input);
    await user.type(input, "2024-04-01");
    await user.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>("2024-01-15");
      return (
        <>
          <DateField label="As of" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue("2025-12-31")}>
            Year end
          </button>
          <output>{value ?? "none"}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "As of" });
    expect(input).toHaveValue("2024-01-15");
    await user.click(screen.getByRole("button", { name: "Year end" }));
    expect(input).toHaveValue("2025-12-31");
    await user.click(input);
    await user.click(screen.getByRole("gridcell", { name: "1 December 2025" }));
    expect(screen.getByRole("status")).toHaveTextContent("2025-12-01");
  });

  it("cannot be opened when disabled", async () => {
    const { user, input } = setup({ disabled: true });
    await user.click(input);
    expect(popup()).toBeNull();
    expect(screen.getByRole("button", { name: "Choose Start date from calendar" })).toBeDisabled();
    expect(input).toHaveClass("disabled");
  });

  describe("typed into the server's box before the field was live", () => {
    let cleanUp: (() => void) | undefined;
    afterEach(() => {
      cleanUp?.();
      cleanUp = undefined;
    });

    const typeBeforeHydration = (text: string, stayInBox: boolean) => () => {
      const box = screen.getByRole("textbox", { name: "Start date" }) as HTMLInputElement;
      box.value = text;
      if (stayInBox) box.focus();
    };

    it("takes a date as a blur would when the visitor has left the box", async () => {
      const onValueChange = jest.fn<void, [string | null]>();
      cleanUp = await hydrateServerHtml(
        <DateField label="Start date" defaultValue={null} onValueChange={onValueChange} />,
        typeBeforeHydration("2024-06-10", false),
      );
      expect(onValueChange).toHaveBeenCalledWith("2024-06-10");
      expect(screen.getByRole("textbox", { name: "Start date" })).toHaveValue("2024-06-10");
    });

    it("reports the date once under StrictMode, which runs effects twice in development", async () => {
      const onValueChange = jest.fn<void, [string | null]>();
      cleanUp = await hydrateServerHtml(
        <StrictMode>
          <DateField label="Start date" defaultValue={null} onValueChange={onValueChange} />
        </StrictMode>,
        typeBeforeHydration("2024-06-10", false),
      );
      expect(onValueChange.mock.calls).toEqual([["2024-06-10"]]);
    });

    it("marks text that is not a date, as a blur would", async () => {
      const onValueChange = jest.fn<void, [string | null]>();
      cleanUp = await hydrateServerHtml(
        <DateField label="Start date" defaultValue="2024-03-05" onValueChange={onValueChange} />,
        typeBeforeHydration("2024-13-40", false),
      );
      expect(onValueChange).toHaveBeenCalledWith(null);
      expect(screen.getByRole("textbox", { name: "Start date" })).toHaveAccessibleDescription(
        DATE_FIELD_INVALID_MESSAGE,
      );
    });

    it("keeps the text without taking it while the visitor is still in the box, and takes it on leaving", async () => {
      const onValueChange = jest.fn<void, [string | null]>();
      cleanUp = await hydrateServerHtml(
        <DateField label="Start date" defaultValue={null} onValueChange={onValueChange} />,
        typeBeforeHydration("2024-06-1", true),
      );
      const box = screen.getByRole("textbox", { name: "Start date" });
      expect(box).toHaveValue("2024-06-1");
      expect(onValueChange).not.toHaveBeenCalled();
      const user = userEvent.setup();
      await user.type(box, "1");
      await user.tab();
      expect(onValueChange).toHaveBeenLastCalledWith("2024-06-11");
    });
  });
});
