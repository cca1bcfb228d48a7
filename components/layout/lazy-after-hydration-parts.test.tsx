import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { parseGaId } from "@/lib/env/public-env";
import { LazyAfterHydrationParts } from "./lazy-after-hydration-parts";

describe("LazyAfterHydrationParts", () => {
  it("mounts the toast outlet after loading it, and then shows toasts", async () => {
    render(<LazyAfterHydrationParts ga={parseGaId(undefined)} />);
    expect(await screen.findByLabelText(/Notifications/)).toBeInTheDocument();
    act(() => {
      toast.success("Saved to your watchlist");
    });
    expect(await screen.findByText("Saved to your watchlist")).toBeInTheDocument();
  });
});
