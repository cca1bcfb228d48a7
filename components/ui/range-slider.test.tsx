import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RangeSlider } from "./range-slider";
import type { RangeValue } from "./range-values";

interface HarnessProps {
  onSpy: (value: RangeValue) => void;
  initial?: RangeValue;
  bounds?: readonly [number, number];
}

function Harness({ onSpy, initial = [1, 2], bounds = [0, 3] }: HarnessProps) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <RangeSlider
      label="Expense ratio"
      min={bounds[0]}
      max={bounds[1]}
      value={value}
      unit="%"
      onChange={(next) => {
        setValue(next);
        onSpy(next);
      }}
    />
  );
}

function setup(initial?: RangeValue, bounds?: readonly [number, number]) {
  const user = userEvent.setup();
  const spy = jest.fn<void, [RangeValue]>();
  render(<Harness onSpy={spy} initial={initial} bounds={bounds} />);
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

  it("takes a minus sign when the bounds reach below zero (a return filter)", async () => {
    const { user, spy, minInput, maxInput, lowThumb } = setup([-4.71, 52.34], [-4.71, 52.34]);
    expect(minInput).toHaveValue("-4.71");
    expect(lowThumb).toHaveAttribute("aria-valuetext", "-4.71 %");
    await user.clear(minInput);
    await user.type(minInput, "-2.5");
    expect(minInput).toHaveValue("-2.5");
    expect(spy).toHaveBeenLastCalledWith([-2.5, 52.34]);
    await user.clear(maxInput);
    await user.type(maxInput, "-1{Enter}");
    expect(spy).toHaveBeenLastCalledWith([-2.5, -1]);
    expect(maxInput).toHaveValue("-1");
    await user.clear(minInput);
    await user.type(minInput, "-9{Enter}");
    expect(spy).toHaveBeenLastCalledWith([-4.71, -1]);
  });

  it("steps the Min and Max boxes by 0.01 with the arrow keys, as the slider steps", async () => {
    const { user, spy, minInput, maxInput } = setup();
    await user.click(minInput);
    await user.keyboard("{ArrowUp}");
    expect(spy).toHaveBeenLastCalledWith([1.01, 2]);
    await user.click(maxInput);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(spy).toHaveBeenLastCalledWith([1.01, 1.98]);
  });

  it("blocks the minus sign when the bounds start at zero", async () => {
    const { user, minInput } = setup();
    await user.clear(minInput);
    await user.type(minInput, "-0.5");
    expect(minInput).toHaveValue("0.5");
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
