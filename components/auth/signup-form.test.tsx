import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "./auth-context";
import { SignupForm } from "./signup-form";
import { testAuthValue } from "./testing-auth-value";

const replace = jest.fn();
jest.mock("./hard-navigation", () => ({ navigateAfterAuthChange: (path: string) => replace(path) }));

function renderForm(signUp: jest.Mock) {
  const getClient = jest.fn(() => Promise.resolve({ auth: { signUp } } as never));
  render(
    <AuthContext value={testAuthValue({ getClient })}>
      <SignupForm next="/watchlist" googleClientId={null} />
    </AuthContext>,
  );
  return { getClient };
}

describe("SignupForm", () => {
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ["", ""],
    ["asha@example.com", ""],
    ["", "Correct-Horse-42"],
  ])(
    "without an identifier or password (%p, %p) shows the missing-credentials message and calls nothing",
    async (identifier, password) => {
      const user = userEvent.setup();
      const signUp = jest.fn();
      const { getClient } = renderForm(signUp);
      if (identifier) await user.type(screen.getByLabelText("Email or mobile number"), identifier);
      if (password) await user.type(screen.getByLabelText("Password"), password);
      await user.click(screen.getByRole("button", { name: "Sign up" }));
      expect(screen.getByRole("alert")).toHaveTextContent(
        "You must provide either an email or phone number and a password",
      );
      expect(getClient).not.toHaveBeenCalled();
    },
  );

  it("lists the server's weak-password reasons", async () => {
    const user = userEvent.setup();
    const signUp = jest.fn().mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error("Password should be at least 6 characters."), {
        code: "weak_password",
        status: 422,
        reasons: ["length"],
      }),
    });
    renderForm(signUp);
    await user.type(screen.getByLabelText("Email or mobile number"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "abc");
    expect(screen.getByText("Password strength: Weak")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Password should be at least 6 characters.")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("It is too short.");
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows why the server refuses a common password", async () => {
    const user = userEvent.setup();
    const message = "Password is known to be weak and easy to guess, please choose a different one.";
    const signUp = jest.fn().mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error(message), { code: "weak_password", status: 422, reasons: ["pwned"] }),
    });
    renderForm(signUp);
    await user.type(screen.getByLabelText("Email or mobile number"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "qwerty123");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent(
      "It is on a list of common and leaked passwords, which attackers try first.",
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it("signs up by phone in E.164 and goes to the remembered page", async () => {
    const user = userEvent.setup();
    const signUp = jest.fn().mockResolvedValue({ data: { user: {}, session: { access_token: "a" } }, error: null });
    renderForm(signUp);
    await user.type(screen.getByLabelText("Full name (optional)"), "Asha Rao");
    await user.type(screen.getByLabelText("Email or mobile number"), "98765 43210");
    await user.type(screen.getByLabelText("Password"), "Correct-Horse-42");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(signUp).toHaveBeenCalledWith({
      phone: "+919876543210",
      password: "Correct-Horse-42",
      options: { data: { full_name: "Asha Rao" } },
    });
    expect(replace).toHaveBeenCalledWith("/watchlist");
  });

  it("asks to confirm the email when the service sends a confirmation link", async () => {
    const user = userEvent.setup();
    const signUp = jest.fn().mockResolvedValue({ data: { user: { id: "u" }, session: null }, error: null });
    renderForm(signUp);
    await user.type(screen.getByLabelText("Email or mobile number"), "Asha@Example.com");
    await user.type(screen.getByLabelText("Password"), "Correct-Horse-42");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(signUp).toHaveBeenCalledWith({
      email: "asha@example.com",
      password: "Correct-Horse-42",
      options: { data: {}, emailRedirectTo: "http://localhost/auth/confirm?next=%2Fwatchlist" },
    });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We have sent a confirmation link to asha@example.com.",
    );
  });
});
