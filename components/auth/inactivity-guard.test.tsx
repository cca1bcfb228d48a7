import { act, fireEvent, render, screen } from "@testing-library/react";
import { AuthContext } from "./auth-context";
import { InactivityGuard } from "./inactivity-guard";
import { testAuthValue } from "./testing-auth-value";

const MINUTE = 60_000;

function renderGuard() {
  const logout = jest.fn(() => Promise.resolve());
  render(
    <AuthContext value={testAuthValue({ logout })}>
      <InactivityGuard />
    </AuthContext>,
  );
  return { logout };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("InactivityGuard", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("warns after 15 idle minutes and counts the 5-minute grace period down in seconds", () => {
    const { logout } = renderGuard();
    advance(15 * MINUTE - 1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1000);
    const dialog = screen.getByRole("dialog", { name: "Are you still there?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("timer")).toHaveTextContent("Logging out in 300 seconds.");
    advance(61_000);
    expect(screen.getByRole("timer")).toHaveTextContent("Logging out in 239 seconds.");
    expect(logout).not.toHaveBeenCalled();
  });

  it.each(["mouseMove", "mouseDown", "keyDown", "touchStart", "scroll"] as const)(
    "%s restarts the idle time",
    (event) => {
      renderGuard();
      advance(10 * MINUTE);
      fireEvent[event](window);
      advance(10 * MINUTE);
      expect(screen.queryByRole("dialog")).toBeNull();
      advance(5 * MINUTE);
      expect(screen.getByRole("dialog")).toBeInTheDocument();
    },
  );

  it("ignores activity while the warning shows, and logs out once at zero", () => {
    const { logout } = renderGuard();
    advance(15 * MINUTE);
    fireEvent.mouseMove(window);
    fireEvent.keyDown(window);
    advance(5 * MINUTE);
    expect(logout).toHaveBeenCalledTimes(1);
    advance(MINUTE);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("Continue closes the warning and restarts the 15 minutes", () => {
    const { logout } = renderGuard();
    advance(16 * MINUTE);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(15 * MINUTE - 1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it("Logout logs out at once", () => {
    const { logout } = renderGuard();
    advance(15 * MINUTE);
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
