import type { Sql } from "postgres";

/**
 * Runs a `COPY ... TO STDOUT` statement and hands each chunk of what it sends to `take` as it arrives (for binary
 * COPYs of a few megabytes: read as they come, their rows are decoded while the server is still sending, and no
 * copy of the whole is made). An error thrown by `take` ends the reading (the rest of the COPY is drained, so the
 * connection stays usable) and rejects with it.
 *
 * postgres.js pauses the socket when the stream's buffer is full and resumes it only from the stream's read();
 * when the end of the COPY arrives in the same socket chunk as that pause, nothing reads again and the
 * connection hangs in the pool (porsager/postgres#499, fix proposed in #1016). Reading in flowing mode and
 * calling read() once more after the end resumes the socket in that case and does nothing otherwise.
 */
export async function copyOut(sql: Sql, statement: string, take: (chunk: Buffer) => void): Promise<void> {
  const stream = await sql.unsafe(statement).readable();
  let failure: { error: unknown } | null = null;
  await new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => {
      if (failure) return;
      try {
        take(chunk);
      } catch (error) {
        failure = { error };
      }
    });
    stream.once("end", resolve);
    stream.once("error", reject);
  });
  stream._read(0);
  if (failure) throw (failure as { error: unknown }).error;
}
