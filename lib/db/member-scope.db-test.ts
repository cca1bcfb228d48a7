import { asMember } from "@/lib/db/member-scope";
import { runMigrations } from "@/lib/db/migrate";
import { connect, testDatabaseUrl } from "@/lib/db/testing/test-database";

const ALICE = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const sql = connect();

beforeAll(async () => {
  await runMigrations(testDatabaseUrl());
  // A member-owned table with the same kind of policy the member features use.
  await sql.unsafe(`
    create table if not exists rls_probe (id serial primary key, user_id uuid not null, note text not null);
    alter table rls_probe enable row level security;
    drop policy if exists rls_probe_owner on rls_probe;
    create policy rls_probe_owner on rls_probe for all to authenticated
      using (user_id = auth.uid()) with check (user_id = auth.uid());
    grant select, insert, update, delete on rls_probe to authenticated;
    grant usage on sequence rls_probe_id_seq to authenticated;
    truncate rls_probe;
    insert into rls_probe (user_id, note) values ('${ALICE}', 'alice''s list'), ('${BOB}', 'bob''s list');
  `);
});

afterAll(async () => {
  await sql.unsafe("drop table if exists rls_probe");
  await sql.end();
});

describe("asMember", () => {
  it("makes auth.uid() return the member and runs as the authenticated role", async () => {
    const [row] = await asMember(
      sql,
      ALICE,
      (tx) => tx<{ uid: string; role: string }[]>`select auth.uid()::text as uid, current_user::text as role`,
    );
    expect(row).toEqual({ uid: ALICE, role: "authenticated" });
  });

  it("lets row-level security hide other members' rows when a query forgets its WHERE", async () => {
    const rows = await asMember(sql, ALICE, (tx) => tx<{ note: string }[]>`select note from rls_probe order by id`);
    expect(rows.map((r) => r.note)).toEqual(["alice's list"]);
  });

  it("refuses to write a row owned by someone else", async () => {
    await expect(
      asMember(sql, ALICE, (tx) => tx`insert into rls_probe (user_id, note) values (${BOB}, 'forged')`),
    ).rejects.toThrow(/row-level security/);
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from rls_probe where note = 'forged'`;
    expect(count?.n).toBe(0);
  });

  it("cannot update or delete another member's rows", async () => {
    const updated = await asMember(
      sql,
      ALICE,
      (tx) => tx`update rls_probe set note = 'hijacked' where user_id = ${BOB}`,
    );
    const deleted = await asMember(sql, ALICE, (tx) => tx`delete from rls_probe where user_id = ${BOB}`);
    expect(updated.count).toBe(0);
    expect(deleted.count).toBe(0);
    const [bob] = await sql<{ note: string }[]>`select note from rls_probe where user_id = ${BOB}`;
    expect(bob?.note).toBe("bob's list");
  });

  it("leaves the connection as it was after the transaction", async () => {
    await asMember(sql, ALICE, (tx) => tx`select 1`);
    const [row] = await sql<
      { uid: string | null; superuser: string }[]
    >`select auth.uid()::text as uid, current_setting('is_superuser') as superuser`;
    expect(row?.uid).toBeNull();
    expect(row?.superuser).toBe("on");
  });

  it("refuses an id that is not a UUID", async () => {
    await expect(asMember(sql, "alice", async () => 1)).rejects.toThrow(/UUID/);
  });
});
