import { failureReason } from "@/lib/schedule/sync-runner";

describe("failureReason", () => {
  it("is data:sync's own reason when it gave one", () => {
    const stderr =
      "  attempt 1 failed (fetch failed); retrying in 2 s\n\nSync failed: could not reach www.amfiindia.com\n";
    expect(failureReason(stderr, 1, null)).toBe("could not reach www.amfiindia.com");
  });

  it("is the last line written, with the exit code or signal, otherwise", () => {
    expect(failureReason("Error: Cannot find module 'x'\n", 1, null)).toBe(
      "Error: Cannot find module 'x' (exit code 1)",
    );
    expect(failureReason("", null, "SIGKILL")).toBe("data:sync ended with stopped by SIGKILL");
  });
});
