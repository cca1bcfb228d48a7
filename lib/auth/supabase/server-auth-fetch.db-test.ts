import { serverAuthFetch } from "@/lib/auth/supabase/server-auth-fetch";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { closeDatabase } from "@/lib/db/client";
import { connect, createScratchDatabase, type ScratchDatabase } from "@/lib/db/testing/test-database";

// The server's own auth calls (the proxy's refresh, /auth/confirm) are answered in process with the
// visitor's address, so one visitor's limit is never everybody's (over HTTP they all came from 127.0.0.1).

let scratch: ScratchDatabase;
let anonKey: string;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrated: true });
  const sql = connect(scratch.url);
  anonKey = (await loadOrCreateKeys(sql)).anonKey;
  await sql.end();
  await closeDatabase();
  process.env.DATABASE_URL = scratch.url;
});
afterAll(async () => {
  await closeDatabase();
  await scratch.drop();
});

const from = (address: string) => serverAuthFetch(new Headers({ "x-forwarded-for": address }))!;

function post(address: string, path: string, body: unknown) {
  return from(address)(`http://127.0.0.1:1/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

it("counts wrong passwords against the visitor's address, not the server's", async () => {
  const email = `fetch.${Date.now()}@example.in`;
  expect((await post("198.51.100.7", "/signup", { email, password: "kiwi-secret-12" })).status).toBe(200);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push(
      (await post("203.0.113.9", "/token?grant_type=password", { email, password: `wrong-${i}-pass` })).status,
    );
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Another visitor (the owner, at home) is not held back by the first one's guesses.
  const owner = await post("198.51.100.7", "/token?grant_type=password", { email, password: "kiwi-secret-12" });
  expect(owner.status).toBe(200);
  expect(await owner.json()).toMatchObject({ token_type: "bearer", user: { email } });
});
