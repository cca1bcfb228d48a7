import { useState } from "react";
import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NumberField, numberToFieldText, type NumberFieldProps } from "./number-field";
import { hydrateServerHtml } from "./testing/hydrate-server-html";

type HarnessProps = Partial<NumberFieldProps> & {
  initial?: number | null;
  onChangeSpy?: (value: number | null) => void;
};

function Harness({ initial = null, onChangeSpy, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
      label="Amount"
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChangeSpy?.(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const spy = jest.fn<void, [number | null]>();
  render(<Harness onChangeSpy={spy} {...props} />);
  const input = screen.getByLabelText("Amount") as HTMLInputElement;
  return { user, spy, input };
}

describe("NumberField", () => {
  it("is a decimal text input so the wheel cannot change it", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("inputmode", "decimal");
  });

  it("shows Indian grouping while typing and reports the number", async () => {
    const { user, spy, input } = setup();
    await user.type(input, "1234567");
    expect(input).toHaveValue("12,34,567");
    expect(spy).toHaveBeenLastCalledWith(1234567);
  });

  it("keeps a trailing point and typed fraction digits", async () => {
    const { user, spy, input } = setup();
    await user.type(input, "1234.");
    expect(input).toHaveValue("1,234.");
    expect(spy).toHaveBeenLastCalledWith(1234);
    await user.type(input, "50");
    expect(input).toHaveValue("1,234.50");
    expect(spy).toHaveBeenLastCalledWith(1234.5);
  });

  it.each(["-", "e", "E"])("prevents the %s key", (key) => {
    const { input } = setup();
    const notPrevented = fireEvent.keyDown(input, { key });
    expect(notPrevented).toBe(false);
  });

  it("lets digits through keydown", () => {
    const { input } = setup();
    expect(fireEvent.keyDown(input, { key: "5" })).toBe(true);
  });

  it("ignores the blocked keys when typed", async () => {
    const { user, spy, input } = setup();
    await user.type(input, "-12e3E");
    expect(input).toHaveValue("123");
    expect(spy).toHaveBeenLastCalledWith(123);
  });

  it("ignores a second decimal point", async () => {
    const { user, spy, input } = setup();
    await user.type(input, "1.2.3");
    expect(input).toHaveValue("1.23");
    expect(spy).toHaveBeenLastCalledWith(1.23);
    const notPrevented = fireEvent.keyDown(input, { key: "." });
    expect(notPrevented).toBe(false);
  });

  it("sanitizes pasted text", async () => {
    const { user, spy, input } = setup();
    await user.click(input);
    await user.paste("-1,234.5.6abc");
    expect(spy).toHaveBeenLastCalledWith(1234.56);
    expect(input).toHaveValue("1,234.56");
  });

  it("sanitizes text that arrives through a change event", () => {
    const { spy, input } = setup();
    fireEvent.change(input, { target: { value: "-9,87,65,43,210.5x" } });
    expect(input).toHaveValue("9,87,65,43,210.5");
    expect(spy).toHaveBeenLastCalledWith(9876543210.5);
  });

  it("prevents wheel changes while focused", () => {
    const { input } = setup();
    input.focus();
    const wheel = createEvent.wheel(input, { deltaY: -100 });
    fireEvent(input, wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });

  it("leaves the wheel alone (page scroll) when not focused", () => {
    const { input } = setup();
    expect(fireEvent.wheel(input, { deltaY: 100 })).toBe(true);
  });

  it("shows an error message and aria-invalid", () => {
    render(<NumberField label="SIP amount" value={50} onValueChange={() => {}} error="Minimum SIP is ₹100" unit="₹" />);
    const input = screen.getByLabelText("SIP amount");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Minimum SIP is ₹100")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("in rupees Minimum SIP is ₹100");
    expect(input.parentElement).toHaveClass("error");
  });

  it("clears to null", async () => {
    const { user, spy, input } = setup({ initial: 250 });
    expect(input).toHaveValue("250");
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue("");
  });

  it("keeps the caret next to the digit being edited", async () => {
    const { user, input } = setup({ initial: 1234567 });
    expect(input).toHaveValue("12,34,567");
    // Caret after "12,34" (before ",567"), then type 9.
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.keyboard("9");
    expect(input).toHaveValue("1,23,49,567");
    expect(input.selectionStart).toBe(7);
    // Deleting that 9 again brings the old grouping back with the caret after "4".
    await user.keyboard("{Backspace}");
    expect(input).toHaveValue("12,34,567");
    expect(input.selectionStart).toBe(5);
  });

  it("clamps to min and max on blur", async () => {
    const { user, spy, input } = setup({ min: 100, max: 1000 });
    await user.type(input, "5000");
    await user.tab();
    expect(input).toHaveValue("1,000");
    expect(spy).toHaveBeenLastCalledWith(1000);
    await user.clear(input);
    await user.type(input, "5");
    await user.tab();
    expect(input).toHaveValue("100");
    expect(spy).toHaveBeenLastCalledWith(100);
  });

  it("steps with the arrow keys", async () => {
    const { user, spy, input } = setup({ initial: 1.1, step: 0.1, max: 1.2 });
    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(spy).toHaveBeenLastCalledWith(1.2);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveValue("1.2");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(spy).toHaveBeenLastCalledWith(1);
  });

  it("follows value changes from the parent", () => {
    const { rerender } = render(<NumberField label="Amount" value={100} onValueChange={() => {}} />);
    rerender(<NumberField label="Amount" value={12345678} onValueChange={() => {}} />);
    expect(screen.getByLabelText("Amount")).toHaveValue("1,23,45,678");
    rerender(<NumberField label="Amount" value={null} onValueChange={() => {}} />);
    expect(screen.getByLabelText("Amount")).toHaveValue("");
  });

  it("shows units; ₹ before the number, others after", () => {
    render(
      <>
        <NumberField label="Rupees" value={1} onValueChange={() => {}} unit="₹" />
        <NumberField label="Tenure" value={1} onValueChange={() => {}} unit="Y" />
      </>,
    );
    expect(screen.getByLabelText("Rupees").previousElementSibling).toHaveTextContent("₹");
    expect(screen.getByLabelText("Tenure").nextElementSibling).toHaveTextContent("Y");
    expect(screen.getByLabelText("Tenure")).toHaveAccessibleDescription("in years");
  });

  it("formats numbers without exponent notation", () => {
    expect(numberToFieldText(1e21)).toBe("1,00,00,00,00,00,00,00,00,00,000");
    expect(numberToFieldText(0.5)).toBe("0.5");
    expect(numberToFieldText(null)).toBe("");
    expect(numberToFieldText(Number.NaN)).toBe("");
  });
});

describe("NumberField before hydration", () => {
  let cleanUp: () => void = () => undefined;
  afterEach(() => cleanUp());

  it("takes the number typed into the server's box before the page hydrated, which onChange never saw", async () => {
    const spy = jest.fn<void, [number | null]>();
    cleanUp = await hydrateServerHtml(<Harness initial={5000} onChangeSpy={spy} />, () => {
      (screen.getByLabelText("Amount") as HTMLInputElement).value = "250000";
    });
    expect(spy).toHaveBeenCalledWith(250000);
    expect(screen.getByLabelText("Amount")).toHaveValue("2,50,000");
  });

  it("changes nothing when nothing was typed", async () => {
    const spy = jest.fn<void, [number | null]>();
    cleanUp = await hydrateServerHtml(<Harness initial={5000} onChangeSpy={spy} />, () => undefined);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Amount")).toHaveValue("5,000");
  });
});
