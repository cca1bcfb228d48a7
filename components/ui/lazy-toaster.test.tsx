import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { LazyToaster } from "./lazy-toaster";

describe("LazyToaster", () => {
  it("mounts the toast outlet after loading it, and then shows toasts", async () => {
    render(<LazyToaster />);
    expect(await screen.findByLabelText(/Notifications/)).toBeInTheDocument();
    act(() => {
      toast.success("Saved to your watchlist");
    });
    expect(await screen.findByText("Saved to your watchlist")).toBeInTheDocument();
  });
});
