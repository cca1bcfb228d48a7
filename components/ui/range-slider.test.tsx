import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RangeSlider } from "./range-slider";
import type { RangeValue } from "./range-values";

function Harness({ onSpy, initial = [1, 2] }: { onSpy: (value: RangeValue) => void; initial?: RangeValue }) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <RangeSlider
      label="Expense ratio"
      min={0}
      max={3}
      value={value}
      unit="%"
      onChange={(next) => {
        setValue(next);
        onSpy(next);
      }}
    />
  );
}

function setup(initial?: RangeValue) {
  const user = userEvent.setup();
  const spy = jest.fn<void, [RangeValue]>();
  render(<Harness onSpy={spy} initial={initial} />);
  return {
    user,
    spy,
    lowThumb: screen.getByRole("slider", { name: "Minimum Expense ratio" }),
    highThumb: screen.getByRole("slider", { name: "Maximum Expense ratio" }),
    minInput: screen.getByRole("textbox", { name: "Min" }),
    maxInput: screen.getByRole("textbox", { name: "Max" }),
  };
}

describe("RangeSlider", () => {
  it("renders two labelled thumbs over the filter bounds with step 0.01", () => {
    const { lowThumb, highThumb, minInput, maxInput } = setup();
    for (const thumb of [lowThumb, highThumb]) {
      expect(thumb).toHaveAttribute("min", "0");
      expect(thumb).toHaveAttribute("max", "3");
      expect(thumb).toHaveAttribute("step", "0.01");
    }
    expect(lowThumb).toHaveValue("1");
    expect(highThumb).toHaveValue("2");
    expect(lowThumb).toHaveAttribute("aria-valuetext", "1 %");
    expect(minInput).toHaveValue("1");
    expect(maxInput).toHaveValue("2");
    expect(screen.getByRole("group", { name: "Expense ratio" })).toBeInTheDocument();
  });

  it("moves a thumb and keeps it from crossing the other", () => {
    const { spy, lowThumb, highThumb } = setup();
    fireEvent.change(lowThumb, { target: { value: "1.5" } });
    expect(spy).toHaveBeenLastCalledWith([1.5, 2]);
    fireEvent.change(lowThumb, { target: { value: "2.75" } });
    expect(spy).toHaveBeenLastCalledWith([2, 2]);
    fireEvent.change(highThumb, { target: { value: "0.5" } });
    expect(spy).toHaveBeenCalledTimes(2); // already [2, 2]: nothing to change
    fireEvent.change(highThumb, { target: { value: "2.5" } });
    expect(spy).toHaveBeenLastCalledWith([2, 2.5]);
  });

  // Arrow keys on a native range input are the browser's job (jsdom does not move them); check the tab order.
  it("reaches both thumbs and both boxes with Tab", async () => {
    const { user, lowThumb, highThumb, minInput, maxInput } = setup();
    for (const element of [lowThumb, highThumb, minInput, maxInput]) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it("applies a valid Min typed into the box", async () => {
    const { user, spy, minInput, lowThumb } = setup();
    await user.clear(minInput);
    await user.type(minInput, "0.25");
    expect(spy).toHaveBeenLastCalledWith([0.25, 2]);
    expect(lowThumb).toHaveValue("0.25");
  });

  it("clamps a Min above the Max to the Max on blur", async () => {
    const { user, spy, minInput } = setup();
    await user.clear(minInput);
    await user.type(minInput, "2.5");
    expect(minInput).toHaveValue("2.5");
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith([2, 2]);
    expect(minInput).toHaveValue("2");
  });

  it("clamps a Max above the filter maximum on Enter", async () => {
    const { user, spy, maxInput } = setup();
    await user.clear(maxInput);
    await user.type(maxInput, "99{Enter}");
    expect(spy).toHaveBeenLastCalledWith([1, 3]);
    expect(maxInput).toHaveValue("3");
  });

  it("clamps a Max below the Min to the Min", async () => {
    const { user, spy, maxInput } = setup();
    await user.clear(maxInput);
    await user.type(maxInput, "0.5");
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith([1, 1]);
    expect(maxInput).toHaveValue("1");
  });

  it("restores the value when a box is left empty", async () => {
    const { user, spy, minInput } = setup();
    await user.clear(minInput);
    await user.tab();
    expect(spy).not.toHaveBeenCalled();
    expect(minInput).toHaveValue("1");
  });

  it("clamps an out-of-bounds value from the parent for display", () => {
    const { lowThumb, highThumb, minInput, maxInput } = setup([-4, 9]);
    expect(lowThumb).toHaveValue("0");
    expect(highThumb).toHaveValue("3");
    expect(minInput).toHaveValue("0");
    expect(maxInput).toHaveValue("3");
  });
});
