import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "./button";
import { Dialog } from "./dialog";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        title="Confirm redemption"
        description="Units will be sold at the next NAV."
        footer={<Button onClick={() => setOpen(false)}>Confirm</Button>}
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is hidden until opened, then labelled and modal", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm redemption" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Units will be sold at the next NAV.");
    expect(screen.getByText("Body text")).toBeVisible();
    expect(screen.getByRole("button", { name: "Close dialog" })).toHaveFocus();
  });

  it("closes with Escape and returns focus to the opener", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes with the close button", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Close dialog" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("uses showModal and close where the browser has them", () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const { rerender } = render(
        <Dialog open onClose={() => {}} title="Native">
          x
        </Dialog>,
      );
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(
        <Dialog open={false} onClose={() => {}} title="Native">
          x
        </Dialog>,
      );
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      const prototype = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
      delete prototype.showModal;
      delete prototype.close;
    }
  });
});
