import { PassThrough } from "node:stream";
import { BodyTooLargeError } from "@/lib/http/bounded-body";
import { boundedNodeBody } from "@/lib/http/node-body-stream";

describe("boundedNodeBody", () => {
  it("reads nothing until asked, then passes the body through in order", async () => {
    const source = new PassThrough();
    source.write("ab");
    source.write("cd");
    source.end("ef");
    const stream = boundedNodeBody(source, 100);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.readableLength).toBe(6);
    expect(await new Response(stream).text()).toBe("abcdef");
  });

  it("fails with BodyTooLargeError past the limit and leaves the source paused, not destroyed", async () => {
    const source = new PassThrough();
    const stream = boundedNodeBody(source, 10);
    source.write("0123456789");
    source.write("x");
    const reader = stream.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("0123456789");
    await expect(reader.read()).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(source.isPaused()).toBe(true);
    expect(source.destroyed).toBe(false);
    expect(source.listenerCount("data")).toBe(0);
  });

  it("ends an empty body", async () => {
    const source = new PassThrough();
    source.end();
    expect(await new Response(boundedNodeBody(source, 10)).text()).toBe("");
  });

  it("passes on the source's error", async () => {
    const source = new PassThrough();
    const reader = boundedNodeBody(source, 10).getReader();
    const read = reader.read();
    source.destroy(new Error("reset by peer"));
    await expect(read).rejects.toThrow("reset by peer");
  });
});

describe("boundedNodeBody when the client goes away", () => {
  it("fails the stream when the request closes before its end", async () => {
    const source = new PassThrough();
    const reader = boundedNodeBody(source, 100).getReader();
    source.write("ab");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("ab");
    const next = reader.read();
    source.destroy();
    await expect(next).rejects.toThrow("The request was closed before its body ended.");
  });
});
