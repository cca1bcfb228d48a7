import type { User } from "@supabase/supabase-js";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "./auth-context";
import { ResetPasswordForm } from "./reset-password-form";
import { testAuthValue } from "./testing-auth-value";
import { CODE_LABEL } from "./totp-code-step";

const replace = jest.fn();
jest.mock("./hard-navigation", () => ({ navigateAfterAuthChange: (path: string) => replace(path) }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn() } }));

const member = { id: "u1", email: "asha@example.com" } as User;

describe("ResetPasswordForm", () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows a spinner while the link's session is read", () => {
    render(
      <AuthContext value={testAuthValue({ loading: true })}>
        <ResetPasswordForm />
      </AuthContext>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Checking your reset link…");
  });

  it("offers a new link when there is no session", () => {
    render(
      <AuthContext value={testAuthValue()}>
        <ResetPasswordForm />
      </AuthContext>,
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("saves the new password with updateUser and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const updateUser = jest.fn().mockResolvedValue({ data: { user: member }, error: null });
    const getClient = jest.fn(() => Promise.resolve({ auth: { updateUser } } as never));
    render(
      <AuthContext value={testAuthValue({ user: member, isAuthenticated: true, recovering: true, getClient })}>
        <ResetPasswordForm />
      </AuthContext>,
    );
    await user.type(screen.getByLabelText("New password"), "Another-Horse-43");
    await user.type(screen.getByLabelText("Repeat the new password"), "Another-Horse-44");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The two passwords do not match.");
    expect(updateUser).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Repeat the new password"));
    await user.type(screen.getByLabelText("Repeat the new password"), "Another-Horse-43");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(updateUser).toHaveBeenCalledWith({ password: "Another-Horse-43" });
    expect(replace).toHaveBeenCalledWith("/dashboard");
  });

  it("asks a member with an authenticator app for its code before the new password, and cancelling logs out", async () => {
    const user = userEvent.setup();
    const logout = jest.fn().mockResolvedValue(undefined);
    render(
      <AuthContext
        value={testAuthValue({ user: member, isAuthenticated: true, recovering: true, codeRequired: true, logout })}
      >
        <ResetPasswordForm />
      </AuthContext>,
    );
    // The code step's code loads when it is first shown.
    expect(await screen.findByLabelText(CODE_LABEL)).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel and log out" }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
