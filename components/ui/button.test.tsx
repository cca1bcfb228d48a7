import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "./button";
import { Spinner } from "./spinner";

describe("Button", () => {
  it("is a type=button with variant and size classes", () => {
    render(
      <Button variant="secondary" size="lg">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("secondary", "lg");
  });

  it("activates with Enter and Space", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Invest</Button>);
    await user.tab();
    expect(screen.getByRole("button", { name: "Invest" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("shows a spinner, sets aria-busy and ignores clicks while loading", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Submit" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button.querySelector(".spinner")).not.toBeNull();
    await user.click(button);
    button.focus();
    await user.keyboard("{Enter}");
    expect(onClick).not.toHaveBeenCalled();
  });

  it("does not fire when disabled", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute("aria-busy");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("Spinner", () => {
  it("is a status with a visually hidden label", () => {
    render(<Spinner size="lg" />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading…");
    expect(screen.getByText("Loading…")).toHaveClass("visually-hidden");
    expect(status.querySelector(".lg")).not.toBeNull();
  });

  it("can be decorative", () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
