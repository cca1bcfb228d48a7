import { CLAIM_MS, deliverDueAuthMail, enqueueAuthMail } from "@/lib/auth/service/mail-queue";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import type { Mailer, MailMessage } from "@/lib/mail/mailer";

// The queue's rounds, without SMTP: what each sends, and that rounds running at once (two instances) send
// each email once.

let database: MigratedDatabase;
beforeAll(async () => {
  database = await createMigratedDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  await database.sql`delete from auth.mail_queue`;
});

const HOUR = 3_600_000;
const message = (to: string): MailMessage => ({ to, subject: "Reset your password", text: "t", html: "<p>t</p>" });

/** A mailer that records what it sends and takes a while over each, as a real one does. */
function slowMailer(sent: string[]): Mailer {
  return {
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(mail.to);
    },
    close: () => {},
  };
}

describe("deliverDueAuthMail", () => {
  it("sends each email once when two rounds run at once, and empties the queue", async () => {
    const now = Date.now();
    const addresses = Array.from({ length: 6 }, (_, i) => `queue${i}@example.in`);
    for (const address of addresses) await enqueueAuthMail(database.sql, message(address), now, HOUR);
    const sent: string[] = [];
    const mailer = slowMailer(sent);
    const rounds = await Promise.all([
      deliverDueAuthMail(
        database.sql,
        mailer,
        () => now,
        () => {},
      ),
      deliverDueAuthMail(
        database.sql,
        mailer,
        () => now,
        () => {},
      ),
    ]);
    expect([...sent].sort()).toEqual([...addresses].sort());
    expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(6);
    expect(await database.sql`select id from auth.mail_queue`).toHaveLength(0);
  });

  it("leaves an email a sender claimed and never finished until the claim ends, then sends it", async () => {
    const now = Date.now();
    await enqueueAuthMail(database.sql, message("claimed@example.in"), now, HOUR);
    const sent: string[] = [];
    // A sender that dies mid-send: its claim stands.
    let sending!: () => void;
    const claimed = new Promise<void>((resolve) => (sending = resolve));
    const dying: Mailer = {
      send: () => {
        sending();
        return new Promise(() => {});
      },
      close: () => {},
    };
    void deliverDueAuthMail(
      database.sql,
      dying,
      () => now,
      () => {},
    );
    await claimed;
    const early = await deliverDueAuthMail(
      database.sql,
      slowMailer(sent),
      () => now + CLAIM_MS - 1,
      () => {},
    );
    expect(early).toEqual({ delivered: 0, failed: 0, dropped: 0, nextDueMs: now + CLAIM_MS });
    const late = await deliverDueAuthMail(
      database.sql,
      slowMailer(sent),
      () => now + CLAIM_MS,
      () => {},
    );
    expect(late.delivered).toBe(1);
    expect(sent).toEqual(["claimed@example.in"]);
  });
});
