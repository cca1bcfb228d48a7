import { render, screen } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";
import { AuthContext } from "./auth-context";
import { ProtectedArea } from "./protected-area";
import { testAuthValue } from "./testing-auth-value";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/watchlist" }));
jest.mock("./hard-navigation", () => ({ replaceAfterAuthChange: (path: string) => replace(path) }));

const member = { id: "u1", email: "asha@example.com" } as User;

function renderArea(overrides: Parameters<typeof testAuthValue>[0]) {
  const requireSession = jest.fn();
  render(
    <AuthContext value={testAuthValue({ requireSession, ...overrides })}>
      <ProtectedArea>
        <h1>Watchlists</h1>
      </ProtectedArea>
    </AuthContext>,
  );
  return { requireSession };
}

describe("ProtectedArea", () => {
  beforeEach(() => jest.clearAllMocks());

  it("asks for the session and shows a spinner while it resolves", () => {
    const { requireSession } = renderArea({ loading: true });
    expect(requireSession).toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session…");
    expect(screen.queryByRole("heading", { name: "Watchlists" })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows the page to a member, with the desktop-only message beside it for narrow windows", () => {
    renderArea({ user: member, isAuthenticated: true });
    expect(screen.getByRole("heading", { name: "Watchlists" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Please use a desktop device" })).toBeInTheDocument();
    expect(screen.getByText(/These pages are available on desktop only/)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("sends a signed-out member to /login remembering the page", () => {
    renderArea({});
    expect(replace).toHaveBeenCalledWith("/login?next=%2Fwatchlist");
  });

  it("sends a member whose session still owes the authenticator code to the login's code step, without the page", () => {
    renderArea({ user: member, isAuthenticated: true, codeRequired: true });
    expect(replace).toHaveBeenCalledWith("/login?next=%2Fwatchlist&step=mfa");
    expect(screen.queryByRole("heading", { name: "Watchlists" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Redirecting to the login page…");
  });

  it("leaves the navigation to a logout under way", () => {
    renderArea({ signingOut: true });
    expect(replace).not.toHaveBeenCalled();
  });
});
