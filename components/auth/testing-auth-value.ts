import type { AuthContextValue } from "./auth-context";

/** An auth context for component tests: a signed-in member unless overridden. */
export function testAuthValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    isAuthenticated: false,
    loading: false,
    recovering: false,
    codeRequired: false,
    signingOut: false,
    getClient: () => Promise.reject(new Error("no client in this test")),
    requireSession: () => undefined,
    logout: () => Promise.resolve(),
    ...overrides,
  };
}
