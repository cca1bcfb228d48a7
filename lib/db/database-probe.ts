import postgres, { type Sql } from "postgres";

export interface DatabaseProbe {
  /** `select 1` on the probe's own connection; rejects when the database refuses, fails or says it cannot. */
  probe: () => Promise<void>;
  /** Ends the probe's connection at once (the next probe opens a new one). */
  discard: () => void;
  close: () => Promise<void>;
}

/**
 * The availability monitor's probe: one connection of its own, apart from the app's pool, whose statements the
 * database itself ends after `timeoutMs` (statement_timeout), so a database too busy to run `select 1` says so.
 * Whether no answer came in time is the monitor's deadline, which counts only time our own event loop could hear
 * it (availability-monitor.ts); postgres-js's connect timer cannot tell a busy loop from a silent server, so it
 * is left long and the monitor's deadline decides.
 */
export function createDatabaseProbe(url: string, timeoutMs: number): DatabaseProbe {
  let sql: Sql | null = null;
  // Once closed, no probe opens a connection: the retry of a probe that close() failed would otherwise open one
  // that nobody ends (and postgres-js retries its `select 1` without end once that database is gone).
  let closed = false;
  const connection = () => {
    if (closed) throw new Error("The database probe is closed");
    return (sql ??= postgres(url, {
      max: 1,
      onnotice: () => undefined,
      connect_timeout: 30,
      connection: { application_name: "fundlens-probe", statement_timeout: Math.max(1, Math.round(timeoutMs)) },
    }));
  };
  const discard = () => {
    const old = sql;
    sql = null;
    void old?.end({ timeout: 0 }).catch(() => undefined);
  };
  return {
    probe: async () => {
      try {
        await connection()`select 1`;
      } catch {
        // A connection that failed on its own (reset, destroyed under load) is not yet an outage: one more try on
        // a new connection decides, within the same deadline. A stopped server refuses both at once; a paused one
        // never answers the first, and the deadline decides.
        discard();
        try {
          await connection()`select 1`;
        } catch (error) {
          discard();
          throw error;
        }
      }
    },
    discard,
    close: async () => {
      closed = true;
      const old = sql;
      sql = null;
      await old?.end({ timeout: 0 });
    },
  };
}
