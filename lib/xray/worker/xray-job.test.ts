import { ApiError } from "@/lib/api/api-error";
import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { errorOf, failureOf } from "@/lib/xray/worker/xray-job";

/** An error through the worker's message: failureOf, a structured clone (as postMessage makes), errorOf. */
const crossed = (error: unknown) => errorOf(structuredClone(failureOf(error)));

describe("an error crossing from the X-ray's worker", () => {
  it("stays the ApiError it was: code, status, message and Retry-After", () => {
    const error = crossed(new ApiError("bad_request", "No fund has scheme code 1."));
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).status, error.message]).toEqual([
      "bad_request",
      400,
      "No fund has scheme code 1.",
    ]);
    expect((crossed(new ApiError("unavailable", "busy", 60)) as ApiError).retryAfterSeconds).toBe(60);
  });

  it("keeps a database error's code, so that it is still answered as an outage (503)", () => {
    const timeout = Object.assign(new Error("write CONNECT_TIMEOUT 127.0.0.1:5432"), { code: "CONNECT_TIMEOUT" });
    expect(isDatabaseUnavailable(crossed(timeout))).toBe(true);
    expect(isDatabaseUnavailable(crossed(Object.assign(new Error("terminating"), { code: "57P01" })))).toBe(true);
  });

  it("keeps any other error's name and message, and no code it did not have", () => {
    const error = crossed(new TypeError("x is undefined"));
    expect([error.name, error.message, "code" in error]).toEqual(["TypeError", "x is undefined", false]);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(crossed("a thrown string").message).toBe("a thrown string");
  });
});
