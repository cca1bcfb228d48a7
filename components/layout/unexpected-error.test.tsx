import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnexpectedError } from "@/components/layout/unexpected-error";

describe("UnexpectedError", () => {
  it("shows the generic fallback, logs the error and retries on request", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const reset = jest.fn();
    const error = Object.assign(new Error("boom"), { digest: "abc123" });
    render(<UnexpectedError error={error} reset={reset} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Reference: abc123")).toBeInTheDocument();
    expect(screen.queryByText("boom")).toBeNull(); // internals are never shown
    expect(log).toHaveBeenCalledWith(error);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
