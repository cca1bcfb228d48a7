import { BodyTooLargeError, declaredLength, readBoundedBytes, readBoundedText } from "@/lib/http/bounded-body";

/** A stream of `count` chunks of `size` bytes, counting how many were pulled and whether it was cancelled. */
function countedStream(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === count) return controller.close();
        seen.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(120));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://test/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readBoundedBytes", () => {
  it("reads a body within the limit whole, and the text as UTF-8", async () => {
    expect(await readBoundedText(post('{"a":"ह"}'), 100)).toBe('{"a":"ह"}');
    expect((await readBoundedBytes(post(new Uint8Array(100)), 100)).byteLength).toBe(100);
    expect((await readBoundedBytes(post(null), 100)).byteLength).toBe(0);
  });

  it("stops a streamed body at the limit: reads one chunk past it, then cancels the stream", async () => {
    const { stream, seen } = countedStream(1000, 1024);
    await expect(readBoundedBytes(post(stream), 4096)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(seen.pulled).toBe(5);
    expect(seen.cancelled).toBe(true);
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const { stream, seen } = countedStream(1000, 1024);
    const error = await readBoundedBytes(post(stream, { "content-length": "300000000" }), 65_536).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as BodyTooLargeError).message).toBe("The request body is too large (64 KB at most).");
    expect(seen.pulled).toBe(0);
  });

  it("counts bytes, not characters", async () => {
    await expect(readBoundedText(post("ह".repeat(30)), 89)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(await readBoundedText(post("ह".repeat(30)), 90)).toBe("ह".repeat(30));
  });
});

describe("declaredLength", () => {
  it("reads a number and nothing else", () => {
    expect(declaredLength("65536")).toBe(65_536);
    expect(declaredLength(" 12 ")).toBe(12);
    expect(declaredLength(null)).toBeNull();
    expect(declaredLength(undefined)).toBeNull();
    expect(declaredLength("-1")).toBeNull();
    expect(declaredLength("1e9")).toBeNull();
  });
});
