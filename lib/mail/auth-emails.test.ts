import { authEmail, type AuthEmailKind } from "@/lib/mail/auth-emails";
import { escapeHtml } from "@/lib/http/html-escape";

const SITE = "https://fundlens.example.in";
const LINK = `${SITE}/auth/v1/verify?token=abc&type=recovery&redirect_to=${encodeURIComponent(SITE)}`;

describe("authEmail", () => {
  const kinds: AuthEmailKind[] = ["confirmation", "invite", "magiclink", "recovery", "email_change"];

  it.each(kinds)(
    "%s: the link in full in both parts, the code, the expiry, the site, and nothing that tracks",
    (kind) => {
      const email = authEmail({ kind, link: LINK, code: "123456", validMinutes: 60, siteUrl: SITE });
      expect(email.text).toContain(`: ${LINK}`);
      expect(email.text).toContain("Or enter the code 123456.");
      expect(email.text).toContain("The link and the code work once, for 1 hour.");
      expect(email.text).toContain(`FundLens · ${SITE}`);
      // The link appears as the button and as written-out text, with & escaped in HTML, and nowhere else.
      expect(email.html.split(`href="${escapeHtml(LINK)}"`)).toHaveLength(3);
      expect(email.html.match(/href="/g)).toHaveLength(3);
      expect(email.html).toContain(`href="${SITE}"`);
      expect(email.html).not.toMatch(/<img|<script|utm_|pixel/i);
      expect(email.html).toContain("for 1 hour.");
    },
  );

  it("words each kind by its purpose", () => {
    const subject = (kind: AuthEmailKind) =>
      authEmail({ kind, link: LINK, code: "1", validMinutes: 60, siteUrl: SITE }).subject;
    expect(kinds.map(subject)).toEqual([
      "Confirm your signup",
      "You have been invited",
      "Your sign-in link",
      "Reset your password",
      "Confirm your new email address",
    ]);
  });

  it("reauthentication is a code only, with its expiry", () => {
    const email = authEmail({ kind: "reauthentication", link: null, code: "654321", validMinutes: 5, siteUrl: SITE });
    expect(email.subject).toBe("Confirm reauthentication");
    expect(email.text).toContain("Your code is 654321.");
    expect(email.text).toContain("The code works once, for 5 minutes.");
    expect(email.html).not.toContain("/verify");
    expect(email.html.match(/href="/g)).toHaveLength(1);
  });

  it("states longer validity in hours", () => {
    const email = authEmail({ kind: "invite", link: LINK, code: "1", validMinutes: 1440, siteUrl: SITE });
    expect(email.text).toContain("for 24 hours.");
  });
});
