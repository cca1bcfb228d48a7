import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { AuthContext } from "./auth-context";
import { LoginForm } from "./login-form";
import { testAuthValue } from "./testing-auth-value";
import { CODE_LABEL } from "./totp-code-step";

const replace = jest.fn();
jest.mock("./hard-navigation", () => ({ navigateAfterAuthChange: (path: string) => replace(path) }));

const aal1Only = { data: { currentLevel: "aal1", nextLevel: "aal1", currentAuthenticationMethods: [] }, error: null };
const codeDue = { data: { currentLevel: "aal1", nextLevel: "aal2", currentAuthenticationMethods: [] }, error: null };
const wrongCode = Object.assign(new Error("Invalid TOTP code entered"), {
  code: "mfa_verification_failed",
  status: 422,
});

function renderForm(
  next: string | null,
  signInWithPassword: jest.Mock,
  {
    level = aal1Only,
    challengeAndVerify = jest.fn(),
    codeStep = false,
    signedIn = false,
    logout = jest.fn(),
  }: {
    level?: unknown;
    challengeAndVerify?: jest.Mock;
    codeStep?: boolean;
    signedIn?: boolean;
    logout?: jest.Mock;
  } = {},
) {
  const mfa = {
    getAuthenticatorAssuranceLevel: jest.fn().mockResolvedValue(level),
    listFactors: jest.fn().mockResolvedValue({ data: { totp: [{ id: "factor-1", status: "verified" }] }, error: null }),
    challengeAndVerify,
  };
  const getClient = jest.fn(() => Promise.resolve({ auth: { signInWithPassword, mfa } } as never));
  render(
    <AuthContext value={testAuthValue({ getClient, logout, isAuthenticated: signedIn })}>
      <LoginForm next={next} googleClientId={null} codeStep={codeStep} />
    </AuthContext>,
  );
  return { mfa };
}

async function logIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or mobile number"), identifier);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("LoginForm", () => {
  beforeEach(() => jest.clearAllMocks());

  it("logs in with what was typed before the page hydrated, which onChange never saw", async () => {
    const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
    const getClient = jest.fn(() =>
      Promise.resolve({
        auth: {
          signInWithPassword: signIn,
          mfa: { getAuthenticatorAssuranceLevel: jest.fn().mockResolvedValue(aal1Only) },
        },
      } as never),
    );
    const tree = (
      <AuthContext value={testAuthValue({ getClient })}>
        <LoginForm next={null} googleClientId={null} />
      </AuthContext>
    );
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(tree);
    expect(screen.getByRole("button", { name: "Log in" })).toBeDisabled();
    (screen.getByLabelText("Email or mobile number") as HTMLInputElement).value = "asha@example.com";
    (screen.getByLabelText("Password") as HTMLInputElement).value = "Correct-Horse-42";
    render(tree, { container, hydrate: true });
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    expect(signIn).toHaveBeenCalledWith({ email: "asha@example.com", password: "Correct-Horse-42" });
    expect(replace).toHaveBeenCalledWith("/dashboard");
  });

  it("logs in by email and lands on the remembered page", async () => {
    const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
    renderForm("/watchlist?tab=2", signIn);
    await logIn("Asha@Example.com", "Correct-Horse-42");
    expect(signIn).toHaveBeenCalledWith({ email: "asha@example.com", password: "Correct-Horse-42" });
    expect(replace).toHaveBeenCalledWith("/watchlist?tab=2");
  });

  it("goes to the dashboard when the remembered page is not a same-site path", async () => {
    const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
    renderForm("https://evil.example/", signIn);
    await logIn("9876543210", "Correct-Horse-42");
    expect(signIn).toHaveBeenCalledWith({ phone: "+919876543210", password: "Correct-Horse-42" });
    expect(replace).toHaveBeenCalledWith("/dashboard");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fdashboard",
    );
  });

  it.each([
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/%09/evil.example"],
  ])("lands on a page of this site, never another host, for next=%j", async (next) => {
    const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
    renderForm(next, signIn);
    await logIn("asha@example.com", "Correct-Horse-42");
    const landed: string = replace.mock.calls[0][0];
    expect(landed.startsWith("/")).toBe(true);
    expect(new URL(landed, "https://fundlens.example/login").origin).toBe("https://fundlens.example");
  });

  it("shows the provider's message and stays on the page when the credentials are wrong", async () => {
    const signIn = jest.fn().mockResolvedValue({
      data: {},
      error: Object.assign(new Error("Invalid login credentials"), { code: "invalid_credentials", status: 400 }),
    });
    renderForm(null, signIn);
    await logIn("asha@example.com", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login credentials");
    expect(replace).not.toHaveBeenCalled();
  });

  it("explains an invalid identifier without calling the service", async () => {
    const signIn = jest.fn();
    renderForm(null, signIn);
    await logIn("12345", "Correct-Horse-42");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Enter a 10-digit mobile number, or an international number starting with +.",
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  describe("with an authenticator app (issue 19)", () => {
    it("asks for the code after the password, and lands on the page only after the code is verified", async () => {
      const user = userEvent.setup();
      const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
      const challengeAndVerify = jest
        .fn()
        .mockResolvedValueOnce({ data: null, error: wrongCode })
        .mockResolvedValueOnce({ data: {}, error: null });
      renderForm("/watchlist", signIn, { level: codeDue, challengeAndVerify });
      await logIn("asha@example.com", "Correct-Horse-42");

      const field = await screen.findByLabelText(CODE_LABEL);
      expect(field).toHaveAttribute("autocomplete", "one-time-code");
      expect(screen.queryByLabelText("Password")).toBeNull();
      expect(replace).not.toHaveBeenCalled();

      await user.type(field, "111111");
      await user.click(screen.getByRole("button", { name: "Verify and log in" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
      expect(replace).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText(CODE_LABEL), "222222");
      await user.click(screen.getByRole("button", { name: "Verify and log in" }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith("/watchlist"));
      expect(challengeAndVerify).toHaveBeenLastCalledWith({ factorId: "factor-1", code: "222222" });
      expect(challengeAndVerify).toHaveBeenCalledTimes(2);
    });

    it("cancels the code step by logging out", async () => {
      const user = userEvent.setup();
      const logout = jest.fn().mockResolvedValue(undefined);
      renderForm(null, jest.fn().mockResolvedValue({ data: {}, error: null }), { level: codeDue, logout });
      await logIn("asha@example.com", "Correct-Horse-42");
      await user.click(await screen.findByRole("button", { name: "Cancel and log out" }));
      expect(logout).toHaveBeenCalledTimes(1);
      expect(replace).not.toHaveBeenCalled();
    });

    it("opens on the code step for an aal1 session sent back from a member page", async () => {
      const signIn = jest.fn();
      renderForm("/profile", signIn, { level: codeDue, codeStep: true, signedIn: true });
      expect(await screen.findByLabelText(CODE_LABEL)).toBeInTheDocument();
      expect(signIn).not.toHaveBeenCalled();
    });

    it("goes straight on from the code step when the session owes no code, and shows a visitor the password step", async () => {
      renderForm("/profile", jest.fn(), { level: aal1Only, codeStep: true, signedIn: true });
      await waitFor(() => expect(replace).toHaveBeenCalledWith("/profile"));
      cleanup();
      renderForm("/profile", jest.fn(), { level: codeDue, codeStep: true, signedIn: false });
      expect(screen.getByLabelText("Password")).toBeInTheDocument();
      expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
    });
  });
});
