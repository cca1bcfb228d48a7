import { authErrorText, toAuthErrorLike } from "./auth-error-text";

describe("authErrorText", () => {
  it("lists each weak_password reason under the server's message", () => {
    expect(
      authErrorText({
        code: "weak_password",
        message: "Password should be at least 6 characters.",
        status: 422,
        reasons: ["length", "characters", "pwned"],
      }),
    ).toEqual({
      message: "Password should be at least 6 characters.",
      details: [
        "It is too short.",
        "It needs more kinds of characters: lower-case and upper-case letters, digits and symbols.",
        "It is on a list of common and leaked passwords, which attackers try first.",
      ],
    });
  });
  it("shows an unknown reason as the server sent it", () => {
    expect(authErrorText({ code: "weak_password", message: "Weak", reasons: ["dictionary"] }).details).toEqual([
      "dictionary",
    ]);
  });
  it.each([
    ["session_not_found", "Your session has ended. Please log in again."],
    ["identity_already_exists", "This login method is already linked to an account."],
    ["identity_not_found", "This login method is not linked to your account."],
    ["single_identity_not_deletable", "You cannot remove your only login method."],
    ["email_not_configured", "This site cannot send email yet. Please contact us so we can help you."],
    ["email_address_invalid", "The mail server refused this email address. Check it, or use another address."],
    [
      "insufficient_aal",
      "This change needs the code from your authenticator app. Log out, then log in with your password and the code.",
    ],
  ])("words %s", (code, message) => {
    expect(authErrorText({ code, message: "raw", status: 422 })).toEqual({ message, details: [] });
  });
  it.each([502, 503, 504])("asks to retry on %i", (status) => {
    expect(authErrorText({ message: "Bad gateway", status }).message).toBe(
      "The sign-in service is not answering right now. Please try again in a moment.",
    );
  });
  it("otherwise uses the provider's message", () => {
    expect(authErrorText({ code: "invalid_credentials", message: "Invalid login credentials", status: 400 })).toEqual({
      message: "Invalid login credentials",
      details: [],
    });
  });
  it("never shows an empty message", () => {
    expect(authErrorText({ message: "", status: 500 }).message).toBe("Something went wrong. Please try again.");
  });
});

describe("toAuthErrorLike", () => {
  it("reads the message, code, status and reasons of an auth error", () => {
    const error = Object.assign(new Error("Password should be at least 6 characters."), {
      code: "weak_password",
      status: 422,
      reasons: ["length", 3],
    });
    expect(toAuthErrorLike(error)).toEqual({
      message: "Password should be at least 6 characters.",
      code: "weak_password",
      status: 422,
      reasons: ["length"],
    });
  });
  it("reads a thrown non-object as its text", () => {
    expect(toAuthErrorLike("offline")).toEqual({ message: "offline" });
    expect(toAuthErrorLike(null)).toEqual({ message: "null" });
  });
  it("leaves out fields of the wrong type", () => {
    expect(toAuthErrorLike({ message: 5, code: 400 })).toEqual({
      message: "",
      code: undefined,
      status: undefined,
      reasons: undefined,
    });
  });
});
