import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ErrorPage from "@/app/error";
import { DATABASE_UNAVAILABLE_TITLE } from "@/components/layout/database-unavailable";
import { UNEXPECTED_ERROR_TITLE } from "@/components/layout/unexpected-error";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/database-unavailable";

describe("the error page", () => {
  it("tells the visitor the fund database is unavailable for a moment when the page failed for that, and retries", async () => {
    const reset = jest.fn();
    const error = Object.assign(new Error("hidden in production"), { digest: DATABASE_UNAVAILABLE_DIGEST });
    render(<ErrorPage error={error} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(DATABASE_UNAVAILABLE_TITLE);
    expect(screen.getByRole("alert")).toHaveTextContent("try again in a minute");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("keeps the generic page for any other error", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ErrorPage error={Object.assign(new Error("boom"), { digest: "12345" })} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(UNEXPECTED_ERROR_TITLE);
    log.mockRestore();
  });
});
