import { listOutbox } from "@/lib/auth/service/outbox-queries";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";

let database: MigratedDatabase;
beforeAll(async () => {
  database = await createMigratedDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("listOutbox", () => {
  it("lists messages newest first with their fields, up to the limit", async () => {
    const { sql } = database;
    await sql`
      insert into auth.dev_outbox (channel, recipient, subject, body, link, created_at) values
        ('email', 'a@example.in', 'Confirm your signup', 'first', 'http://127.0.0.1:3000/auth/v1/verify?token=a&type=signup', '2026-11-20T10:00:00Z'),
        ('sms', '919876500001', 'Your code', 'second', null, '2026-11-21T10:00:00Z'),
        ('email', 'b@example.in', 'Reset your password', 'third', 'http://127.0.0.1:3000/auth/v1/verify?token=b&type=recovery', '2026-11-21T10:00:00Z')`;
    const all = await listOutbox(sql);
    expect(all.map((m) => m.body)).toEqual(["third", "second", "first"]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      channel: "email",
      recipient: "b@example.in",
      subject: "Reset your password",
      body: "third",
      link: "http://127.0.0.1:3000/auth/v1/verify?token=b&type=recovery",
      createdAt: new Date("2026-11-21T10:00:00Z"),
    });
    expect(all[1]!.link).toBeNull();
    expect((await listOutbox(sql, 2)).map((m) => m.body)).toEqual(["third", "second"]);
  });
});
