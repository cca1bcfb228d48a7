import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useAuth } from "./auth-context";
import { AuthProvider } from "./auth-provider";

const push = jest.fn();
jest.mock("./hard-navigation", () => ({ navigateAfterAuthChange: (path: string) => push(path) }));

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const listeners: Listener[] = [];
const signOut = jest.fn();
const setSession = jest.fn();
const createClient = jest.fn(() => ({
  auth: {
    onAuthStateChange: (listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) } } };
    },
    signOut,
    setSession,
  },
}));
jest.mock("@/lib/auth/supabase/client", () => ({
  createClient: (...args: unknown[]) => createClient(...(args as [])),
}));

const config = { url: null, anonKey: "anon", cookieOptions: { name: "sb-fundlens-auth-token", secure: false } };
const session = (token: string) =>
  ({
    access_token: token,
    refresh_token: "r",
    expires_in: 3600,
    token_type: "bearer",
    user: { id: "u1", email: "asha@example.com" },
  }) as Session;
const emit = (event: AuthChangeEvent, value: Session | null) =>
  act(() => listeners.forEach((listener) => listener(event, value)));

function Probe({ required = false }: { required?: boolean }) {
  const auth = useAuth({ required });
  return (
    <div>
      <p>{auth.loading ? "loading" : auth.isAuthenticated ? `member ${auth.user?.email}` : "visitor"}</p>
      {auth.recovering ? <p>recovering</p> : null}
      <button type="button" onClick={() => void auth.logout()}>
        Sign out
      </button>
    </div>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  listeners.length = 0;
  jest.clearAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("AuthProvider", () => {
  it("does not load the client for a visitor on a public page", async () => {
    render(
      <AuthProvider config={config}>
        <Probe />
      </AuthProvider>,
    );
    await act(() => Promise.resolve());
    expect(createClient).not.toHaveBeenCalled();
    expect(screen.getByText("loading")).toBeInTheDocument();
  });

  it("starts loading, then stores the token and sets the user from the session", async () => {
    render(
      <AuthProvider config={config}>
        <Probe required />
      </AuthProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(createClient).toHaveBeenCalledWith(config);
    emit("INITIAL_SESSION", session("jwt-1"));
    expect(screen.getByText("member asha@example.com")).toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBe("jwt-1");

    emit("TOKEN_REFRESHED", session("jwt-2"));
    expect(window.localStorage.getItem("token")).toBe("jwt-2");
    emit("PASSWORD_RECOVERY", session("jwt-2"));
    expect(screen.getByText("recovering")).toBeInTheDocument();

    emit("SIGNED_OUT", null);
    expect(screen.getByText("visitor")).toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("loads the client for a member with a stored token, and drops a token without a session", async () => {
    window.localStorage.setItem("token", "stale");
    render(
      <AuthProvider config={config}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit("INITIAL_SESSION", null);
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("logout clears local storage, signs out, clears the user and goes to /login", async () => {
    window.localStorage.setItem("other", "x");
    signOut.mockResolvedValue({ error: null });
    render(
      <AuthProvider config={config}>
        <Probe required />
      </AuthProvider>,
    );
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit("INITIAL_SESSION", session("jwt-1"));
    await act(async () => screen.getByRole("button", { name: "Sign out" }).click());
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    expect(window.localStorage.length).toBe(0);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText("visitor")).toBeInTheDocument();
  });

  it("a failed sign-out is only logged: no redirect", async () => {
    const error = new Error("network down");
    signOut.mockResolvedValue({ error });
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AuthProvider config={config}>
        <Probe required />
      </AuthProvider>,
    );
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit("INITIAL_SESSION", session("jwt-1"));
    await act(async () => screen.getByRole("button", { name: "Sign out" }).click());
    await waitFor(() => expect(log).toHaveBeenCalledWith("Sign-out failed", error));
    expect(push).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("adopts an implicit-flow recovery link and removes the tokens from the address", async () => {
    window.history.replaceState(null, "", "/reset-password#access_token=a.b.c&refresh_token=r1&type=recovery");
    setSession.mockImplementation(async () => {
      listeners.forEach((listener) => listener("SIGNED_IN", session("a.b.c")));
      return { data: { session: session("a.b.c") }, error: null };
    });
    render(
      <AuthProvider config={config}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText("recovering")).toBeInTheDocument());
    expect(setSession).toHaveBeenCalledWith({ access_token: "a.b.c", refresh_token: "r1" });
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/reset-password");
  });
});
