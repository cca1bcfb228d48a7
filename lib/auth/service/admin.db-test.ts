import { startAuthTestServer, type AuthTestServer } from "@/lib/auth/testing/auth-test-server";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const email = () => `admin${++counter}.${Date.now()}@example.in`;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const call = (
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
  token: string | null = server.keys.serviceRoleKey,
) =>
  fetch(`${server.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: server.keys.anonKey,
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });

async function created(attributes: Record<string, unknown> = {}) {
  const { data, error } = await server
    .admin()
    .auth.admin.createUser({ email: email(), password: "kiwi-secret-12", email_confirm: true, ...attributes });
  expect(error).toBeNull();
  return data.user!;
}

describe("who may call the admin endpoints", () => {
  it("refuses the anon key and a member's token with 403 not_admin, and a request without a bearer with 401", async () => {
    const anon = await server.client().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });

    const member = await server.client().auth.signUp({ email: email(), password: "kiwi-secret-12" });
    const asMember = await call("/admin/users", {}, member.data.session!.access_token);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toEqual({ code: "not_admin", message: "User not allowed" });
    const createAsMember = await call(
      "/admin/users",
      { method: "POST", body: JSON.stringify({ email: email(), password: "kiwi-secret-12" }) },
      member.data.session!.access_token,
    );
    expect(createAsMember.status).toBe(403);
    const generateAsAnon = await call(
      "/admin/generate_link",
      { method: "POST", body: JSON.stringify({ type: "magiclink", email: email() }) },
      server.keys.anonKey,
    );
    expect(generateAsAnon.status).toBe(403);
    const inviteAsAnon = await server.client().auth.admin.inviteUserByEmail(email());
    expect(inviteAsAnon.error).toMatchObject({ status: 403, code: "not_admin" });

    const bare = await call("/admin/users", {}, null);
    expect(bare.status).toBe(401);
    expect((await bare.json()).code).toBe("no_authorization");
  });
});

describe("listing users", () => {
  it("pages newest first with X-Total-Count and a Link header that supabase-js reads", async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      server.clock.now += 1000;
      made.push(await created());
    }
    const admin = server.admin();
    const { count } = (
      await server.database.sql<{ count: number }[]>`select count(*)::int as count from auth.users`
    )[0]!;

    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect(first.data.users.map((u) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.data).toMatchObject({
      aud: "authenticated",
      total: count,
      nextPage: 2,
      lastPage: Math.ceil(count / 2),
    });

    const raw = await call("/admin/users?page=1&per_page=2");
    expect(raw.headers.get("x-total-count")).toBe(String(count));
    const base = `${server.url}/auth/v1/admin/users`;
    expect(raw.headers.get("link")).toBe(
      `<${base}?page=2&per_page=2>; rel="next", <${base}?page=${Math.ceil(count / 2)}&per_page=2>; rel="last"`,
    );
    const body = (await raw.json()) as { users: { id: string; identities: unknown[] }[]; aud: string };
    expect(body.aud).toBe("authenticated");
    expect(body.users[0]!.identities).toHaveLength(1);

    const last = await call(`/admin/users?page=${Math.ceil(count / 2)}&per_page=2`);
    expect(last.headers.get("link")).toBe(`<${base}?page=${Math.ceil(count / 2)}&per_page=2>; rel="last"`);
  });

  it("filters by email and refuses bad pagination parameters", async () => {
    const user = await created();
    const filtered = await call(`/admin/users?filter=${encodeURIComponent(user.email!)}`);
    expect(((await filtered.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([user.id]);
    for (const query of ["page=0", "page=abc", "per_page=-1", "per_page=100000"]) {
      const bad = await call(`/admin/users?${query}`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { code: string; message: string }).message).toMatch(/^Bad Pagination Parameters: /);
    }
  });
});

describe("creating, reading, updating and deleting users", () => {
  it("creates a confirmed user with metadata who can sign in, and an unconfirmed one who cannot yet", async () => {
    const address = email();
    const { data, error } = await server.admin().auth.admin.createUser({
      email: address,
      password: "kiwi-secret-12",
      email_confirm: true,
      user_metadata: { full_name: "Ravi Iyer" },
      app_metadata: { plan: "pro" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      role: "authenticated",
      user_metadata: { full_name: "Ravi Iyer" },
      app_metadata: { provider: "email", providers: ["email"], plan: "pro" },
    });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user!.identities?.map((i) => i.provider)).toEqual(["email"]);
    const signIn = await server.client().auth.signInWithPassword({ email: address, password: "kiwi-secret-12" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.plan).toBe("pro");

    const pending = email();
    await server.admin().auth.admin.createUser({ email: pending, password: "kiwi-secret-12" });
    expect(
      (await server.client().auth.signInWithPassword({ email: pending, password: "kiwi-secret-12" })).error,
    ).toMatchObject({ code: "email_not_confirmed" });
  });

  it("creates a phone user and a user with a role", async () => {
    const { data } = await server
      .admin()
      .auth.admin.createUser({ phone: "+919876511111", phone_confirm: true, role: "support" });
    expect(data.user).toMatchObject({
      phone: "919876511111",
      email: "",
      role: "support",
      app_metadata: { provider: "phone", providers: ["phone"] },
    });
    expect(data.user!.phone_confirmed_at).toEqual(expect.any(String));
  });

  it("refuses a duplicate address, no address, a bad email, a weak password and a bad ban duration, creating nothing", async () => {
    const admin = server.admin().auth.admin;
    const existing = await created();
    const before = (await server.database.sql<{ n: number }[]>`select count(*)::int as n from auth.users`)[0]!.n;
    expect(
      (await admin.createUser({ email: existing.email!.toUpperCase(), password: "kiwi-secret-12" })).error,
    ).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
    expect((await admin.createUser({ password: "kiwi-secret-12" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Cannot create a user without either an email or phone",
    });
    expect((await admin.createUser({ email: "nope", password: "kiwi-secret-12" })).error).toMatchObject({
      status: 400,
      message: "Unable to validate email address: invalid format",
    });
    expect((await admin.createUser({ email: email(), password: "abc" })).error).toMatchObject({
      status: 422,
      code: "weak_password",
    });
    expect(
      (await admin.createUser({ email: email(), password: "kiwi-secret-12", ban_duration: "1 day" })).error,
    ).toMatchObject({ status: 400, code: "validation_failed" });
    expect((await server.database.sql<{ n: number }[]>`select count(*)::int as n from auth.users`)[0]!.n).toBe(before);
  });

  it("reads a user by id; an unknown id is 404 user_not_found and a malformed one 404 validation_failed", async () => {
    const user = await created();
    const admin = server.admin().auth.admin;
    const found = await admin.getUserById(user.id);
    expect(found.data.user).toMatchObject({ id: user.id, email: user.email });
    expect((await admin.getUserById(UNKNOWN_ID)).error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User not found",
    });
    for (const method of ["GET", "PUT", "DELETE"]) {
      const malformed = await call("/admin/users/12345", { method, ...(method === "PUT" ? { body: "{}" } : {}) });
      expect(malformed.status).toBe(404);
      expect(await malformed.json()).toEqual({ code: "validation_failed", message: "user_id must be an UUID" });
    }
  });

  it("updates metadata (merged, null removes a key), email, role and password; a new password ends the user's sessions", async () => {
    const user = await created({ user_metadata: { full_name: "Old", city: "Pune" } });
    const session = (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" }))
      .data.session!;
    const admin = server.admin().auth.admin;
    const newEmail = email();
    const { data, error } = await admin.updateUserById(user.id, {
      email: newEmail,
      email_confirm: true,
      password: "another secret",
      user_metadata: { full_name: "New", city: null },
      app_metadata: { plan: "gold" },
      role: "analyst",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: newEmail,
      role: "analyst",
      user_metadata: { full_name: "New" },
      app_metadata: { plan: "gold" },
    });
    expect(data.user!.user_metadata).not.toHaveProperty("city");
    expect(data.user!.identities?.[0]?.identity_data?.email).toBe(newEmail);
    expect((await server.client().auth.getUser(session.access_token)).error).toMatchObject({
      name: "AuthSessionMissingError",
    });
    expect(
      (await server.client().auth.signInWithPassword({ email: newEmail, password: "another secret" })).error,
    ).toBeNull();
    // A later change keeps the confirmation, as Supabase Auth's admin update does.
    const third = email();
    expect((await admin.updateUserById(user.id, { email: third })).data.user?.email_confirmed_at).toEqual(
      expect.any(String),
    );
    expect(
      (await server.client().auth.signInWithPassword({ email: third, password: "another secret" })).error,
    ).toBeNull();
    const other = await created();
    expect((await admin.updateUserById(user.id, { email: other.email! })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    expect((await admin.updateUserById(UNKNOWN_ID, { user_metadata: { a: 1 } })).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
  });

  it("bans a user for a duration (sign-in and refresh refused) and lifts the ban with none", async () => {
    const user = await created();
    const admin = server.admin().auth.admin;
    const session = (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" }))
      .data.session!;
    const banned = await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    expect(new Date((banned.data.user as { banned_until?: string }).banned_until!).getTime()).toBe(
      server.clock.now + 86_400_000,
    );
    expect(
      (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" })).error,
    ).toMatchObject({ status: 400, code: "user_banned" });
    expect((await server.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({
      code: "user_banned",
    });
    await admin.updateUserById(user.id, { ban_duration: "none" });
    expect(
      (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" })).error,
    ).toBeNull();
  });

  it("deletes a user with everything of theirs; the user is gone afterwards", async () => {
    const user = await created();
    const session = (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" }))
      .data.session!;
    const admin = server.admin().auth.admin;
    const { error } = await admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await admin.getUserById(user.id)).error).toMatchObject({ status: 404, code: "user_not_found" });
    expect(
      (await server.client().auth.signInWithPassword({ email: user.email!, password: "kiwi-secret-12" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
    expect((await server.client().auth.getUser(session.access_token)).error).not.toBeNull();
    expect((await server.database.sql`select 1 from auth.identities where user_id = ${user.id}`).length).toBe(0);
    expect((await admin.deleteUser(user.id)).error).toMatchObject({ status: 404, code: "user_not_found" });
    const soft = await created();
    expect((await admin.deleteUser(soft.id, true)).error).toMatchObject({ status: 400, code: "validation_failed" });
    expect((await admin.getUserById(soft.id)).data.user?.id).toBe(soft.id);
  });
});

describe("invitations and generated links", () => {
  const outboxFor = async (recipient: string) =>
    server.database.sql<
      { subject: string; link: string | null }[]
    >`select subject, link from auth.dev_outbox where recipient = ${recipient} order by id`;

  it("invites a new user: the invitation link lands in the outbox and signs the user in, confirming the email", async () => {
    const address = email();
    const { data, error } = await server.admin().auth.admin.inviteUserByEmail(address, {
      data: { invited_by: "ops" },
      redirectTo: "http://localhost:3999/welcome",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, user_metadata: { invited_by: "ops" } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toEqual(expect.any(String));
    const [message] = await outboxFor(address);
    expect(message!.subject).toBe("You have been invited");
    const link = new URL(message!.link!);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("type")).toBe("invite");
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3999/welcome");

    const followed = await fetch(link, { redirect: "manual" });
    expect(followed.status).toBe(303);
    const landing = new URL(followed.headers.get("location")!);
    expect(`${landing.origin}${landing.pathname}`).toBe("http://localhost:3999/welcome");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    const user = await server.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const again = await server.admin().auth.admin.inviteUserByEmail(address);
    expect(again.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("generates a sign-up link and code without sending anything; the code verifies the address", async () => {
    const address = email();
    const { data, error } = await server.admin().auth.admin.generateLink({
      type: "signup",
      email: address,
      password: "kiwi-secret-12",
      options: { data: { source: "import" }, redirectTo: "http://localhost:3999/start" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, user_metadata: { source: "import" } });
    expect(data.properties).toMatchObject({
      verification_type: "signup",
      redirect_to: "http://localhost:3999/start",
      email_otp: expect.stringMatching(/^[0-9]{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    const expected = new URL(`${server.url}/auth/v1/verify`);
    expected.search = new URLSearchParams({
      token: data.properties!.hashed_token,
      type: "signup",
      redirect_to: "http://localhost:3999/start",
    }).toString();
    expect(data.properties!.action_link).toBe(expected.toString());
    expect(data.user).not.toHaveProperty("action_link");
    expect(await outboxFor(address)).toEqual([]);

    const verified = await server
      .client()
      .auth.verifyOtp({ email: address, token: data.properties!.email_otp, type: "signup" });
    expect(verified.error).toBeNull();
    expect(
      (await server.client().auth.signInWithPassword({ email: address, password: "kiwi-secret-12" })).error,
    ).toBeNull();
  });

  it("generates magic-link, recovery and email-change links; following the email-change link changes the address", async () => {
    const admin = server.admin().auth.admin;
    const fresh = email();
    const magic = await admin.generateLink({ type: "magiclink", email: fresh });
    expect(magic.error).toBeNull();
    expect(magic.data.user?.email).toBe(fresh);
    expect(new URL(magic.data.properties!.action_link).searchParams.get("type")).toBe("magiclink");

    const user = await created();
    const recovery = await admin.generateLink({ type: "recovery", email: user.email! });
    expect(recovery.data.properties).toMatchObject({
      verification_type: "recovery",
      redirect_to: "http://localhost:3999",
    });
    expect((await admin.generateLink({ type: "recovery", email: email() })).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });

    const target = email();
    const change = await admin.generateLink({ type: "email_change_new", email: user.email!, newEmail: target });
    expect(change.error).toBeNull();
    expect(change.data.user).toMatchObject({ email: user.email, new_email: target });
    const link = new URL(change.data.properties!.action_link);
    expect(link.searchParams.get("type")).toBe("email_change");
    expect((await fetch(link, { redirect: "manual" })).status).toBe(303);
    expect((await admin.getUserById(user.id)).data.user?.email).toBe(target);
  });

  it("refuses an unknown link type, a taken new email, a sign-up link for a confirmed user and a foreign redirect", async () => {
    const admin = server.admin().auth.admin;
    const user = await created();
    const other = await created();
    const badType = await call("/admin/generate_link", {
      method: "POST",
      body: JSON.stringify({ type: "teleport", email: user.email }),
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual({
      code: "validation_failed",
      message: "Invalid email action link type requested",
    });
    expect(
      (await admin.generateLink({ type: "email_change_current", email: user.email!, newEmail: other.email! })).error,
    ).toMatchObject({ status: 422, code: "email_exists" });
    expect(
      (await admin.generateLink({ type: "signup", email: user.email!, password: "kiwi-secret-12" })).error,
    ).toMatchObject({ status: 422, code: "email_exists" });
    const foreign = await admin.generateLink({
      type: "recovery",
      email: user.email!,
      options: { redirectTo: "https://evil.example/steal" },
    });
    expect(foreign.data.properties?.redirect_to).toBe("http://localhost:3999");
    expect(new URL(foreign.data.properties!.action_link).searchParams.get("redirect_to")).toBe("http://localhost:3999");
  });
});
