import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext } from "./auth-context";
import { LoginForm } from "./login-form";
import { testAuthValue } from "./testing-auth-value";

const replace = jest.fn();
jest.mock("./hard-navigation", () => ({ navigateAfterAuthChange: (path: string) => replace(path) }));

function renderForm(next: string | null, signInWithPassword: jest.Mock) {
  const getClient = jest.fn(() => Promise.resolve({ auth: { signInWithPassword } } as never));
  render(
    <AuthContext value={testAuthValue({ getClient })}>
      <LoginForm next={next} googleClientId={null} />
    </AuthContext>,
  );
}

async function logIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or mobile number"), identifier);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("LoginForm", () => {
  beforeEach(() => jest.clearAllMocks());

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
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup?next=%2Fdashboard");
  });

  it.each([["/.//evil.example"], ["/..//evil.example"], ["//evil.example"], ["/\\evil.example"], ["/%09/evil.example"]])(
    "lands on a page of this site, never another host, for next=%j",
    async (next) => {
      const signIn = jest.fn().mockResolvedValue({ data: {}, error: null });
      renderForm(next, signIn);
      await logIn("asha@example.com", "Correct-Horse-42");
      const landed: string = replace.mock.calls[0][0];
      expect(landed.startsWith("/")).toBe(true);
      expect(new URL(landed, "https://fundlens.example/login").origin).toBe("https://fundlens.example");
    },
  );

  it("shows the provider's message and stays on the page when the credentials are wrong", async () => {
    const signIn = jest.fn().mockResolvedValue({ data: {}, error: Object.assign(new Error("Invalid login credentials"), { code: "invalid_credentials", status: 400 }) });
    renderForm(null, signIn);
    await logIn("asha@example.com", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login credentials");
    expect(replace).not.toHaveBeenCalled();
  });

  it("explains an invalid identifier without calling the service", async () => {
    const signIn = jest.fn();
    renderForm(null, signIn);
    await logIn("12345", "Correct-Horse-42");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a 10-digit mobile number, or an international number starting with +.");
    expect(signIn).not.toHaveBeenCalled();
  });
});
