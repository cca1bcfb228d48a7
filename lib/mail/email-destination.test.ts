import { emailDestination } from "@/lib/mail/email-destination";

const none = { smtp: null, contactTeamAddress: null };
const smtp = {
  smtp: { host: "smtp.example.in", port: 587, tls: "starttls" as const, sender: "a@b.in" },
  contactTeamAddress: null,
};
const embedded = { NEXT_PUBLIC_SUPABASE_URL: undefined, AUTH_DEV_OUTBOX: true };
const SITE = "http://localhost:3000";

describe("emailDestination", () => {
  it("names the mail server when SMTP is set", () => {
    expect(emailDestination({ ...embedded, NODE_ENV: "production", SMTP_HOST: "smtp.example.in" }, smtp, SITE)).toBe(
      "[mail] emails go out through the mail server smtp.example.in:587",
    );
  });

  it("says the outbox page is local to this machine, and absent from the production server", () => {
    expect(emailDestination({ ...embedded, NODE_ENV: "development" }, none, SITE)).toMatch(
      /written to this log and shown at http:\/\/localhost:3000\/dev\/outbox to browsers on this machine only$/,
    );
    expect(emailDestination({ ...embedded, NODE_ENV: "production" }, none, SITE)).toMatch(
      /written to this log \(the \/dev\/outbox page is served by npm run dev only/,
    );
  });

  it("says when emails cannot go anywhere, and names a hosted project", () => {
    expect(emailDestination({ ...embedded, AUTH_DEV_OUTBOX: false, NODE_ENV: "production" }, none, SITE)).toMatch(
      /^\[mail\] emails cannot be sent/,
    );
    expect(
      emailDestination({ NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", AUTH_DEV_OUTBOX: false }, none, SITE),
    ).toBe("[mail] sign-in emails are sent by the Supabase project at https://x.supabase.co");
  });
});
