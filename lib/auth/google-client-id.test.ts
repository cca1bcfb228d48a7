import { googleWebClientId } from "./google-client-id";

describe("googleWebClientId", () => {
  it("is null when unset or blank", () => {
    expect(googleWebClientId(undefined)).toBeNull();
    expect(googleWebClientId("  ")).toBeNull();
  });
  it("returns a well-formed id, trimmed", () => {
    expect(googleWebClientId(" 123456789012-abc123def.apps.googleusercontent.com ")).toBe(
      "123456789012-abc123def.apps.googleusercontent.com",
    );
  });
  it("logs and refuses a malformed id", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(googleWebClientId("my-client")).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Invalid NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID "my-client"'));
    log.mockRestore();
  });
});
