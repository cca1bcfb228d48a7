import { CONSENT_COOKIE, CONSENT_GIVEN_ATTRIBUTE, CONSENT_PREPAINT_SCRIPT } from "./consent-prepaint";

function runScript(): boolean {
  document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE);
  // The script as the browser runs it from the inline <script> in <head>.
  new Function(CONSENT_PREPAINT_SCRIPT)();
  return document.documentElement.hasAttribute(CONSENT_GIVEN_ATTRIBUTE);
}

function clearCookies(): void {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe("the consent pre-paint script", () => {
  afterEach(clearCookies);

  it("marks <html> when the consent cookie is set, among others", () => {
    document.cookie = "theme=dark; path=/";
    document.cookie = `${CONSENT_COOKIE}=accepted; path=/`;
    expect(runScript()).toBe(true);
  });

  it("leaves <html> alone without the cookie", () => {
    expect(runScript()).toBe(false);
  });

  it("does not take a cookie whose name only ends with the consent cookie's name", () => {
    document.cookie = `old_${CONSENT_COOKIE}=accepted; path=/`;
    expect(runScript()).toBe(false);
  });
});
