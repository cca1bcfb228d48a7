// For component tests: `jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"))`
// swaps the toasts for a record the test reads (and empties in beforeEach).
export const recordedToasts: { kind: "success" | "error" | "info"; text: string }[] = [];

export const toast = {
  success: (text: string) => recordedToasts.push({ kind: "success", text }),
  error: (text: string) => recordedToasts.push({ kind: "error", text }),
  info: (text: string) => recordedToasts.push({ kind: "info", text }),
  dismiss: () => undefined,
};
