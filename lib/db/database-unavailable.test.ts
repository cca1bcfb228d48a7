import {
  DATABASE_UNAVAILABLE_DIGEST,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  isKnownOutage,
} from "./database-unavailable";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["our own error", new DatabaseUnavailableError(), true],
    [
      "our own error from another copy of the module (the production server loads two)",
      Object.assign(new Error("x"), { code: DATABASE_UNAVAILABLE_DIGEST }),
      true,
    ],
    [
      "postgres-js: connection destroyed (pool ended under a paused server)",
      Object.assign(new Error("write CONNECTION_DESTROYED"), { code: "CONNECTION_DESTROYED" }),
      true,
    ],
    [
      "postgres-js: connect timeout",
      Object.assign(new Error("write CONNECT_TIMEOUT"), { code: "CONNECT_TIMEOUT" }),
      true,
    ],
    [
      "socket: connection refused (server stopped)",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      true,
    ],
    [
      "server: terminating connection due to administrator command",
      Object.assign(new Error("terminating"), { code: "57P01" }),
      true,
    ],
    ["server: the database system is starting up", Object.assign(new Error("starting up"), { code: "57P03" }), true],
    ["server: statement timeout", Object.assign(new Error("canceling statement"), { code: "57014" }), true],
    [
      "server: unique violation (a bug or a conflict, not an outage)",
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      false,
    ],
    ["server: foreign key violation", Object.assign(new Error("fk"), { code: "23503" }), false],
    ["a plain error", new Error("boom"), false],
    ["not an error", "ECONNREFUSED", false],
  ])("%s -> %s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it("carries the digest the error page reads", () => {
    expect(new DatabaseUnavailableError().digest).toBe(DATABASE_UNAVAILABLE_DIGEST);
  });

  it("tells a known outage (already logged by the monitor) from a connection failing on its own", () => {
    expect([
      isKnownOutage(new DatabaseUnavailableError()),
      isKnownOutage(Object.assign(new Error("x"), { code: "ECONNREFUSED" })),
      isKnownOutage(null),
    ]).toEqual([true, false, false]);
  });
});
