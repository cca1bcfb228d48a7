import type { Sql } from "postgres";

/**
 * The bytes a `COPY ... TO STDOUT` statement sends, gathered in memory (for results of a few megabytes, read
 * whole: in binary they cost about half the CPU of the same rows as text, where every bytea is a hex string).
 *
 * postgres.js pauses the socket when the stream's buffer is full and resumes it only from the stream's read();
 * when the end of the COPY arrives in the same socket chunk as that pause, nothing reads again and the
 * connection hangs in the pool (porsager/postgres#499, fix proposed in #1016). Reading in flowing mode and
 * calling read() once more after the end resumes the socket in that case and does nothing otherwise.
 */
export async function copyOut(sql: Sql, statement: string): Promise<Buffer> {
  const stream = await sql.unsafe(statement).readable();
  const chunks: Buffer[] = [];
  let length = 0;
  await new Promise<void>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    });
    stream.once("end", resolve);
    stream.once("error", reject);
  });
  stream._read(0);
  return Buffer.concat(chunks, length);
}
