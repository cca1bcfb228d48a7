import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "./checkbox";
import { hydrateServerHtml } from "./testing/hydrate-server-html";

function Controlled({ onChecked }: { onChecked: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Direct plans only"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChecked(next);
      }}
    />
  );
}

describe("Checkbox", () => {
  it("toggles with a click on the label and with Space", async () => {
    const user = userEvent.setup();
    const onChecked = jest.fn();
    render(<Controlled onChecked={onChecked} />);
    const checkbox = screen.getByRole("checkbox", { name: "Direct plans only" });
    await user.click(screen.getByText("Direct plans only"));
    expect(checkbox).toBeChecked();
    await user.keyboard(" ");
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveFocus();
    expect(onChecked.mock.calls).toEqual([[true], [false]]);
  });

  it("passes the change event to onChange", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Agree" onChange={onChange} />);
    await user.click(screen.getByRole("checkbox", { name: "Agree" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.checked).toBe(true);
  });

  it("supports the indeterminate state", () => {
    const { rerender } = render(<Checkbox label="All funds" indeterminate checked={false} onChange={() => {}} />);
    const checkbox = screen.getByRole("checkbox", { name: "All funds" });
    expect(checkbox).toBePartiallyChecked();
    rerender(<Checkbox label="All funds" indeterminate={false} checked onChange={() => {}} />);
    expect(checkbox).not.toBePartiallyChecked();
    expect(checkbox).toBeChecked();
  });

  it("is disabled and describes errors", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Consent" disabled error="Required" onChange={onChange} />);
    const checkbox = screen.getByRole("checkbox", { name: "Consent" });
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAccessibleDescription("Required");
    await user.click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("Checkbox before hydration", () => {
  let cleanUp: () => void = () => undefined;
  afterEach(() => cleanUp());

  it("hands a box ticked before the page hydrated, which onChange never saw, to onCheckedChange", async () => {
    const onChecked = jest.fn();
    cleanUp = await hydrateServerHtml(<Controlled onChecked={onChecked} />, () => {
      // What a click does to the server's box before React listens: the box changes, no handler runs.
      (screen.getByRole("checkbox", { name: "Direct plans only" }) as HTMLInputElement).checked = true;
    });
    expect(onChecked.mock.calls).toEqual([[true]]);
    expect(screen.getByRole("checkbox", { name: "Direct plans only" })).toBeChecked();
  });

  it("tells nothing when the box shows what React renders", async () => {
    const onChecked = jest.fn();
    cleanUp = await hydrateServerHtml(<Controlled onChecked={onChecked} />, () => undefined);
    expect(onChecked).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: "Direct plans only" })).not.toBeChecked();
  });

  it("leaves an uncontrolled box to itself", async () => {
    const onChecked = jest.fn();
    cleanUp = await hydrateServerHtml(<Checkbox label="Agree" onCheckedChange={onChecked} />, () => {
      (screen.getByRole("checkbox", { name: "Agree" }) as HTMLInputElement).checked = true;
    });
    expect(onChecked).not.toHaveBeenCalled();
  });
});
