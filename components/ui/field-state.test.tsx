import { render, screen } from "@testing-library/react";
import { fieldStateClass, resolveFieldState } from "./field-state";
import { NumberField } from "./number-field";
import { Select } from "./select";
import { TextArea } from "./text-area";
import { TextField } from "./text-field";

describe("field states", () => {
  it("resolves error, success, neutral and disabled", () => {
    expect(resolveFieldState({ state: "error" })).toBe("error");
    expect(resolveFieldState({ state: "success" })).toBe("success");
    expect(resolveFieldState({})).toBe("neutral");
    expect(resolveFieldState({ state: "neutral" })).toBe("neutral");
    expect(resolveFieldState({ state: "error", disabled: true })).toBe("disabled");
    expect(resolveFieldState({ state: "success", readOnly: true })).toBe("disabled");
  });

  it("always includes the base control class plus one state class", () => {
    expect(fieldStateClass({ state: "error" }).split(" ")).toEqual(["control", "error"]);
    expect(fieldStateClass({ state: "success" }).split(" ")).toEqual(["control", "success"]);
    expect(fieldStateClass({}).split(" ")).toEqual(["control", "neutral"]);
    expect(fieldStateClass({ disabled: true }).split(" ")).toEqual(["control", "disabled"]);
  });

  it("applies the state classes to text fields", () => {
    render(
      <>
        <TextField label="Errored" error="Required" />
        <TextField label="Good" state="success" />
        <TextField label="Off" disabled state="error" />
        <TextField label="Locked" readOnly />
        <TextField label="Plain" />
      </>,
    );
    expect(screen.getByLabelText("Errored")).toHaveClass("error");
    expect(screen.getByLabelText("Errored")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Good")).toHaveClass("success");
    expect(screen.getByLabelText("Good")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Off")).toHaveClass("disabled");
    expect(screen.getByLabelText("Off")).toBeDisabled();
    expect(screen.getByLabelText("Locked")).toHaveClass("disabled");
    expect(screen.getByLabelText("Locked")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Plain")).toHaveClass("neutral");
  });

  it("applies the same classes to text areas, selects and number fields", () => {
    render(
      <>
        <TextArea label="Notes" state="success" />
        <Select label="Plan" error="Pick one" options={[{ value: "direct", label: "Direct" }]} />
        <NumberField label="Amount" value={null} onValueChange={() => {}} disabled />
      </>,
    );
    expect(screen.getByLabelText("Notes")).toHaveClass("success");
    expect(screen.getByLabelText("Plan")).toHaveClass("error");
    // The number field's border is on the box around the input and its unit.
    expect(screen.getByLabelText("Amount").parentElement).toHaveClass("disabled");
  });
});
