import { act, render, screen } from "@testing-library/react";
import { toast, TOAST_DURATION_MS } from "./toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  beforeAll(() => {
    // sonner reads matchMedia; jsdom does not have it.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it("renders success, info and error toasts top-right in the dark theme", async () => {
    render(<Toaster />);
    // The toast functions fetch sonner on first use, so the toasts appear a tick later.
    await act(async () => {
      toast.success("Watchlist saved");
      toast.info("NAV updated");
      toast.error("Could not load fund");
    });
    expect(await screen.findByText("Watchlist saved")).toBeInTheDocument();
    expect(screen.getByText("NAV updated")).toBeInTheDocument();
    expect(screen.getByText("Could not load fund")).toBeInTheDocument();
    const list = document.querySelector("[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-y-position", "top");
    expect(list).toHaveAttribute("data-x-position", "right");
    expect(list).toHaveAttribute("data-sonner-theme", "dark");
    expect(document.querySelector('[data-type="success"]')).not.toBeNull();
    expect(document.querySelector('[data-type="error"]')).not.toBeNull();
  });

  it("uses a 5 second duration", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
