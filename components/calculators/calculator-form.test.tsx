import { fireEvent, screen, within } from "@testing-library/react";
import { renderSettled } from "@/components/ui/testing/render-settled";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { SIP_FIELDS, sipInputsSchema, sipQueryState, type InputSchema, type SipInputs } from "@/lib/calculators";
import { CalculatorForm, FIX_FIELDS_MESSAGE } from "./calculator-form";
import { SIP_DEFINITION } from "./definitions/sip-definition";
import { SipCalculator } from "./sip-calculator";
import { CagrCalculator } from "./cagr-calculator";
import { CAGR_FIELDS } from "@/lib/calculators/cagr-form";
import { cagrQueryState } from "@/lib/calculators/cagr-run";
import { logSliderValue } from "@/lib/calculators/slider-scale";

// jsdom has no canvas: the lazily loaded chart is replaced; its text alternative is still rendered.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => <div data-testid="canvas" /> }));

async function renderSip(query = "") {
  window.history.replaceState(null, "", `/calculators/systematic-investment-plan${query ? `?${query}` : ""}`);
  const user = userEvent.setup();
  await renderSettled(<SipCalculator initial={sipQueryState.parse(new URLSearchParams(query))} />);
  const amount = screen.getByLabelText("Investment per instalment") as HTMLInputElement;
  return { user, amount };
}

function figure(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.firstChild?.textContent ?? "";
}

describe("CalculatorForm (SIP)", () => {
  it("shows the result of the URL's inputs on the first render: ₹10,000 a month at 12% for 10 years", async () => {
    await renderSip("amount=10000&rate=12&duration=10&unit=years");
    expect(figure("Total value")).toBe("₹23,23,391");
    expect(figure("Invested amount")).toBe("₹12,00,000");
    expect(figure("Estimated gains")).toBe("₹11,23,391");
    expect(screen.getByText("₹23.23 Lakh")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Year by year" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(table).getByRole("row", { name: /Year 10/ })).toHaveTextContent(
      "Year 10₹12,00,000₹11,23,391₹23,23,391",
    );
    expect(screen.getByText(/grows to ₹23,23,391/)).toBeInTheDocument();
  });

  it("recomputes as the user types and writes the inputs to the URL without navigating", async () => {
    const { user, amount } = await renderSip();
    await user.clear(amount);
    await user.type(amount, "5000");
    expect(amount.value).toBe("5,000");
    expect(figure("Invested amount")).toBe("₹6,00,000");
    expect(new URLSearchParams(window.location.search).get("amount")).toBe("5000");
    expect(window.location.pathname).toBe("/calculators/systematic-investment-plan");
  });

  it("puts the amount's slider on the typed value, on a position a browser can show", async () => {
    const { user, amount } = await renderSip();
    const slider = screen.getByRole("slider", { name: "Investment per instalment slider" }) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, "10000");
    expect(slider).toHaveAttribute("aria-valuetext", "₹10,000");
    expect(logSliderValue(SIP_FIELDS.amount, Number(slider.value))).toBe(10_000);
    // A browser snaps a range to min + k × step (jsdom does not): the position must be one of those.
    expect((Number(slider.value) - Number(slider.min)) % Number(slider.step)).toBe(0);
    fireEvent.change(slider, { target: { value: "0" } });
    expect(amount.value).toBe(String(SIP_FIELDS.amount.min));
  });

  it("never changes a typed CAGR start value of ₹1,368 through its slider, which sits near it (issue 37, 12)", async () => {
    window.history.replaceState(null, "", "/calculators/cagr-calculator");
    const user = userEvent.setup();
    await renderSettled(<CagrCalculator initial={cagrQueryState.parse(new URLSearchParams(""))} />);
    const start = screen.getByLabelText("Start value") as HTMLInputElement;
    const slider = screen.getByRole("slider", { name: "Start value slider" }) as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "1368");
    expect(start.value).toBe("1,368");
    expect(slider).toHaveAttribute("aria-valuetext", "₹1,368");
    // The browser's snapping keeps the position, and the position is within one step (2.3%) of ₹1,368,
    // where the old ₹1,000 steps from ₹0 put the thumb on ₹1,000.
    expect((Number(slider.value) - Number(slider.min)) % Number(slider.step)).toBe(0);
    expect(logSliderValue(CAGR_FIELDS.startValue, Number(slider.value)) / 1_368).toBeCloseTo(1, 1);
    expect(new URLSearchParams(window.location.search).get("start")).toBe("1368");
    fireEvent.change(slider, { target: { value: "300" } });
    expect(start.value).toBe("1,000");
  });

  it("takes a pasted '1,00,000' as one lakh", async () => {
    const { user, amount } = await renderSip();
    await user.clear(amount);
    await user.click(amount);
    await user.paste("1,00,000");
    expect(amount.value).toBe("1,00,000");
    expect(figure("Invested amount")).toBe("₹1,20,00,000");
    expect(new URLSearchParams(window.location.search).get("amount")).toBe("100000");
  });

  it("ignores the minus and e keys", async () => {
    const { user, amount } = await renderSip();
    await user.clear(amount);
    await user.type(amount, "-2e5");
    expect(amount.value).toBe("25");
    for (const key of ["-", "e", "E"]) {
      const event = fireEvent.keyDown(amount, { key });
      expect(event).toBe(false);
    }
  });

  it("shows the field's message and no result for an out-of-range value, and keeps the last valid URL", async () => {
    const { user, amount } = await renderSip("amount=2000");
    await user.clear(amount);
    await user.type(amount, "50");
    expect(screen.getByText(SIP_FIELDS.amount.message)).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status")).toHaveTextContent(FIX_FIELDS_MESSAGE);
    expect(screen.queryByText("Total value")).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("amount")).toBe("2000");
  });

  it("switches to the target mode: the SIP needed for a target", async () => {
    const { user } = await renderSip();
    await user.selectOptions(screen.getByLabelText("Calculate from"), "target");
    const target = screen.getByLabelText("Target amount") as HTMLInputElement;
    await user.clear(target);
    await user.type(target, "2323391");
    expect(figure("SIP needed (monthly)")).toBe("₹10,000");
    expect(new URLSearchParams(window.location.search).get("mode")).toBe("target");
  });

  it("offers month-end instalments in the target mode: ₹43,471 a month for ₹1 crore (issue 37, 13)", async () => {
    const { user } = await renderSip();
    await user.selectOptions(screen.getByLabelText("Calculate from"), "target");
    const target = screen.getByLabelText("Target amount") as HTMLInputElement;
    await user.clear(target);
    await user.type(target, "10000000");
    expect(figure("SIP needed (monthly)")).toBe("₹43,041");
    await user.selectOptions(screen.getByLabelText("Instalment invested at the"), "end");
    expect(figure("SIP needed (monthly)")).toBe("₹43,471");
    expect(screen.getByText(/instalments at the end of each period grows to ₹1,00,00,000/)).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("timing")).toBe("end");
  });

  it("validates an edit typed before the schema arrives as soon as it does", async () => {
    let deliver: (schema: InputSchema<SipInputs>) => void = () => {};
    const schema = new Promise<InputSchema<SipInputs>>((resolve) => (deliver = resolve));
    const definition = { ...SIP_DEFINITION, loadSchema: () => schema };
    const result = (inputs: SipInputs) => ({
      node: <p>Result for {inputs.mode === "amount" ? inputs.amount : inputs.target}</p>,
    });
    const user = userEvent.setup();
    await renderSettled(
      <CalculatorForm
        definition={definition}
        initial={sipQueryState.parse(new URLSearchParams("amount=2000"))}
        result={result}
      />,
    );
    const amount = screen.getByLabelText("Investment per instalment");
    await user.clear(amount);
    await user.type(amount, "50");
    expect(screen.queryByText(SIP_FIELDS.amount.message)).not.toBeInTheDocument();
    expect(screen.getByText("Result for 2000")).toBeInTheDocument();

    await act(async () => deliver(sipInputsSchema));
    expect(screen.getByText(SIP_FIELDS.amount.message)).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status")).toHaveTextContent(FIX_FIELDS_MESSAGE);
    expect(screen.queryByText(/Result for/)).not.toBeInTheDocument();
  });
});
