import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { startSmtpTestServer, type SmtpTestServer } from "@/lib/mail/testing/smtp-test-server";

// Every email flow of the embedded service through a real SMTP conversation (an in-process server), with
// the development outbox off as in production: the email arrives, its link is followed to the end.

let smtp: SmtpTestServer;
let server: AuthTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startAuthTestServer({ settings: { autoconfirm: false, outbox: false, mailer: smtp.mailer() } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

let counter = 0;
const email = () => `smtp${++counter}.${Date.now()}@example.in`;
const SITE = "http://localhost:3999";

/** The link the email to `address` carries (to this service's /verify), followed: where the browser lands. */
async function followEmailTo(address: string): Promise<URL> {
  const mail = smtp.lastTo(address);
  expect(mail).toBeDefined();
  const link = mail!.link(`${server.url}/auth/v1/verify?`);
  expect(link).toBeDefined();
  const response = await fetch(link!, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

/** A client signed in with the session an implicit-flow link handed over in the fragment. */
async function sessionFrom(landed: URL) {
  const fragment = new URLSearchParams(landed.hash.slice(1));
  expect(fragment.get("access_token")).toEqual(expect.any(String));
  const client = server.client({ persist: true });
  const { error } = await client.auth.setSession({
    access_token: fragment.get("access_token")!,
    refresh_token: fragment.get("refresh_token")!,
  });
  expect(error).toBeNull();
  return client;
}

const AUTH_TABLES = ["auth.users", "auth.identities", "auth.one_time_tokens", "auth.flow_state", "auth.dev_outbox"];

const countRows = async (table: string) =>
  Number((await server.database.sql.unsafe(`select count(*)::int as n from ${table}`))[0]!.n);

describe("email through SMTP, outbox off", () => {
  it("sign-up: a branded confirmation in text and HTML, from the sender, whose link confirms and signs in", async () => {
    const address = email();
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email: address, password: "kiwi-secret-12" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const mail = smtp.lastTo(address)!;
    expect(mail.subject).toBe("Confirm your signup");
    expect(mail.header("From")).toBe("FundLens <no-reply@fundlens.test>");
    expect(mail.header("Content-Type")).toMatch(/^multipart\/alternative/);
    expect(mail.decoded).toContain("work once, for 1 hour");
    expect(mail.decoded).toContain(`FundLens · ${SITE}`);
    expect(mail.decoded).not.toMatch(/<img|open\.gif|utm_/i);
    expect(await countRows("auth.dev_outbox")).toBe(0);
    const landed = await followEmailTo(address);
    expect(landed.origin).toBe(SITE);
    await sessionFrom(landed);
    expect((await client.auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).error).toBeNull();
  });

  it("recovery: the link signs in and the new password works", async () => {
    const address = email();
    const { data } = await server.admin().auth.admin.createUser({
      email: address,
      password: "old-secret-123",
      email_confirm: true,
    });
    expect(data.user).not.toBeNull();
    expect((await server.client().auth.resetPasswordForEmail(address)).error).toBeNull();
    expect(smtp.lastTo(address)!.subject).toBe("Reset your password");
    const member = await sessionFrom(await followEmailTo(address));
    expect((await member.auth.updateUser({ password: "brand-new-secret-9" })).error).toBeNull();
    const signIn = await server.client().auth.signInWithPassword({ email: address, password: "brand-new-secret-9" });
    expect(signIn.error).toBeNull();
  });

  it("magic link: signs a confirmed member in", async () => {
    const address = email();
    await server.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    expect((await server.client().auth.signInWithOtp({ email: address })).error).toBeNull();
    expect(smtp.lastTo(address)!.subject).toBe("Your sign-in link");
    const member = await sessionFrom(await followEmailTo(address));
    expect((await member.auth.getUser()).data.user?.email).toBe(address);
  });

  it("email change: the links sent to both addresses make the new one the member's (secure email change)", async () => {
    const address = email();
    const next = email();
    await server.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    const member = server.client({ persist: true });
    await member.auth.signInWithPassword({ email: address, password: "old-secret-123" });
    expect((await member.auth.updateUser({ email: next })).error).toBeNull();
    expect(smtp.lastTo(next)!.subject).toBe("Confirm your new email address");
    expect(smtp.lastTo(address)!.subject).toBe("Confirm the change of your email address");
    // Issue 34, point 8: the new address alone does not move the account.
    const first = await followEmailTo(next);
    expect(new URLSearchParams(first.hash.slice(1)).get("message")).toBe(
      "Confirmation link accepted. Please proceed to confirm link sent to the other email",
    );
    expect((await member.auth.getUser()).data.user?.email).toBe(address);
    const changed = await sessionFrom(await followEmailTo(address));
    expect((await changed.auth.getUser()).data.user?.email).toBe(next);
  });

  it("reauthentication: the emailed code lets the member change the password", async () => {
    const address = email();
    await server.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    const member = server.client({ persist: true });
    await member.auth.signInWithPassword({ email: address, password: "old-secret-123" });
    expect((await member.auth.reauthenticate()).error).toBeNull();
    const mail = smtp.lastTo(address)!;
    expect(mail.subject).toBe("Confirm reauthentication");
    expect(mail.link(`${server.url}/auth/v1/verify?`)).toBeUndefined();
    const nonce = /code is (\d{6})/.exec(mail.decoded)?.[1];
    expect(nonce).toMatch(/^\d{6}$/);
    expect((await member.auth.updateUser({ password: "after-reauth-77", nonce })).error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "after-reauth-77" })).error,
    ).toBeNull();
  });

  it("invitation: the link lands the invitee signed in, to set a password", async () => {
    const address = email();
    expect((await server.admin().auth.admin.inviteUserByEmail(address)).error).toBeNull();
    expect(smtp.lastTo(address)!.subject).toBe("You have been invited");
    const invitee = await sessionFrom(await followEmailTo(address));
    expect((await invitee.auth.updateUser({ password: "invited-secret-5" })).error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "invited-secret-5" })).error,
    ).toBeNull();
  });
});

describe("when the mail server fails", () => {
  it("SMTP down: recovery answers a clear 424 and leaves no token; back up, the retry at once succeeds", async () => {
    const address = email();
    await server.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    const tokensBefore = await countRows("auth.one_time_tokens");
    await smtp.stop();
    try {
      const down = await server.client().auth.resetPasswordForEmail(address);
      expect(down.error).toMatchObject({ status: 424, code: "email_send_failed" });
      expect(down.error?.message).toMatch(/could not send the email.*try again/i);
      expect(await countRows("auth.one_time_tokens")).toBe(tokensBefore);
      expect(server.log.some((line) => line.includes(`email to ${address} (Reset your password) not sent`))).toBe(true);
    } finally {
      await smtp.start();
    }
    // The failed send gave the per-address window back: no over_email_send_rate_limit for the retry.
    expect((await server.client().auth.resetPasswordForEmail(address)).error).toBeNull();
    const member = await sessionFrom(await followEmailTo(address));
    expect((await member.auth.updateUser({ password: "after-outage-42" })).error).toBeNull();
  });

  it("SMTP down at sign-up leaves no half-made account; the same sign-up works once it is back", async () => {
    const address = email();
    const before = await snapshotTables(server.database.sql, AUTH_TABLES);
    await smtp.stop();
    try {
      const down = await server
        .client({ flowType: "pkce" })
        .auth.signUp({ email: address, password: "kiwi-secret-12" });
      expect(down.error).toMatchObject({ status: 424, code: "email_send_failed" });
      expect(await snapshotTables(server.database.sql, AUTH_TABLES)).toEqual(before);
    } finally {
      await smtp.start();
    }
    expect((await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" })).error).toBeNull();
    await sessionFrom(await followEmailTo(address));
  });

  it("a refused recipient answers 400 email_address_invalid and makes no account", async () => {
    const address = email();
    smtp.refuse.add(address);
    const refused = await server.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    expect(refused.error).toMatchObject({ status: 400, code: "email_address_invalid" });
    expect(await server.database.sql`select id from auth.users where email = ${address}`).toHaveLength(0);
  });

  it("sends to one address at most once a minute (the window counts only sent emails)", async () => {
    const address = email();
    await server.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    expect((await server.client().auth.resetPasswordForEmail(address)).error).toBeNull();
    const again = await server.client().auth.resetPasswordForEmail(address);
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
  });
});

describe("with no delivery at all (no SMTP, no outbox)", () => {
  let bare: AuthTestServer;
  beforeAll(async () => {
    bare = await startAuthTestServer({ settings: { autoconfirm: false, outbox: false, mailer: null } });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("refuses sign-up and recovery with email_not_configured instead of pretending, and makes nothing", async () => {
    const address = email();
    const signUp = await bare.client().auth.signUp({ email: address, password: "kiwi-secret-12" });
    expect(signUp.error).toMatchObject({ status: 424, code: "email_not_configured" });
    expect(signUp.error?.message).toMatch(/cannot send email/);
    expect(await bare.database.sql`select id from auth.users where email = ${address}`).toHaveLength(0);
    await bare.admin().auth.admin.createUser({ email: address, password: "old-secret-123", email_confirm: true });
    const recover = await bare.client().auth.resetPasswordForEmail(address);
    expect(recover.error).toMatchObject({ code: "email_not_configured" });
  });
});
