import type { Readable } from "node:stream";
import { BodyTooLargeError } from "@/lib/http/bounded-body";

type Controller = ReadableStreamDefaultController<Uint8Array>;

/**
 * A Node request's body as a lazy web stream for `new Request(...)`: nothing is read until the handler
 * reads, a chunk at a time, and past `limit` bytes the stream fails with BodyTooLargeError and the
 * request is left paused (not destroyed: destroying it would close the socket before the 413 is sent).
 */
export function boundedNodeBody(incoming: Readable, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  let attached = false;
  // How the body ended, kept until the handler next asks: "end", or the error to fail with.
  let outcome: "end" | Error | null = null;
  let waiting: { resolve: () => void; controller: Controller } | null = null;
  let lastController: Controller | null = null;

  const finish = (controller: Controller) => {
    if (outcome === "end") controller.close();
    else if (outcome) controller.error(outcome);
  };
  const detach = (result: "end" | Error) => {
    outcome = result;
    incoming.off("data", onData);
    incoming.off("end", onEnd);
    incoming.off("error", onError);
    incoming.off("close", onClose);
    incoming.pause();
    const pending = waiting;
    waiting = null;
    if (pending) {
      finish(pending.controller);
      pending.resolve();
    }
  };
  function onData(chunk: Buffer) {
    incoming.pause();
    seen += chunk.byteLength;
    if (seen > limit) return detach(new BodyTooLargeError(limit));
    const pending = waiting;
    waiting = null;
    // A chunk nobody asked for (one already in flight when pausing) is still passed on, never dropped.
    const controller = pending?.controller ?? lastController;
    controller?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    pending?.resolve();
  }
  const onEnd = () => detach("end");
  const onError = (error: Error) => detach(error);
  // A client that goes away mid-body: the request closes without an end (and not always with an error).
  const onClose = () => detach(new Error("The request was closed before its body ended."));

  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        lastController = controller;
        if (outcome) return finish(controller);
        return new Promise<void>((resolve) => {
          waiting = { resolve, controller };
          if (!attached) {
            attached = true;
            incoming.on("data", onData);
            incoming.on("end", onEnd);
            incoming.on("error", onError);
            incoming.on("close", onClose);
          }
          incoming.resume();
        });
      },
      cancel() {
        if (!outcome) detach("end");
      },
    },
    // No read-ahead: pull runs only when the handler asks for the next chunk.
    { highWaterMark: 0 },
  );
}
