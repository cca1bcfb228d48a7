import { emailDeliveryWarnings } from "@/lib/mail/delivery-warning";

const smtp = { host: "h", port: 587, tls: "starttls" as const, sender: "a@b.in" };
const embedded = { NEXT_PUBLIC_SUPABASE_URL: undefined, AUTH_DEV_OUTBOX: false };

describe("emailDeliveryWarnings", () => {
  it("is loud in production with the embedded service and no way to send email", () => {
    const [warning, ...rest] = emailDeliveryWarnings(
      { ...embedded, NODE_ENV: "production" },
      { smtp: null, contactTeamAddress: null },
    );
    expect(warning).toMatch(/^NO EMAIL DELIVERY: SMTP_HOST is unset/);
    expect(rest).toEqual([]);
  });

  it("is quiet with SMTP and a team address, with the outbox, outside production, or with hosted Supabase", () => {
    const none = { smtp: null, contactTeamAddress: null };
    expect(
      emailDeliveryWarnings({ ...embedded, NODE_ENV: "production" }, { smtp, contactTeamAddress: "t@b.in" }),
    ).toEqual([]);
    expect(emailDeliveryWarnings({ ...embedded, AUTH_DEV_OUTBOX: true, NODE_ENV: "production" }, none)).toEqual([]);
    expect(emailDeliveryWarnings({ ...embedded, NODE_ENV: "development" }, none)).toEqual([]);
    expect(
      emailDeliveryWarnings(
        { NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", AUTH_DEV_OUTBOX: false, NODE_ENV: "production" },
        none,
      ),
    ).toEqual([]);
  });

  it("says when contact messages will only be stored", () => {
    expect(
      emailDeliveryWarnings({ ...embedded, AUTH_DEV_OUTBOX: true }, { smtp: null, contactTeamAddress: "t@b.in" }),
    ).toEqual(["CONTACT_TEAM_ADDRESS is set but SMTP_HOST is not: contact messages are stored, not delivered."]);
    expect(emailDeliveryWarnings({ ...embedded, NODE_ENV: "production" }, { smtp, contactTeamAddress: null })).toEqual([
      "CONTACT_TEAM_ADDRESS is unset: contact messages are stored in the database only.",
    ]);
  });
});
