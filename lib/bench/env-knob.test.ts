import { choiceEnv, positiveIntegerEnv } from "@/lib/bench/env-knob";

describe("positiveIntegerEnv", () => {
  it("is the fallback when unset or empty", () => {
    expect(positiveIntegerEnv("BENCH_DURATION", 20, {})).toBe(20);
    expect(positiveIntegerEnv("BENCH_DURATION", 20, { BENCH_DURATION: "" })).toBe(20);
  });

  it("reads a positive whole number", () => {
    expect(positiveIntegerEnv("BENCH_DURATION", 20, { BENCH_DURATION: "5" })).toBe(5);
    expect(positiveIntegerEnv("BENCH_PORT", 0, { BENCH_PORT: "3204" })).toBe(3204);
  });

  it.each(["0", "-3", "2.5", "ten", "1e", " "])("refuses %p, naming the setting", (raw) => {
    expect(() => positiveIntegerEnv("BENCH_CONNECTIONS", 20, { BENCH_CONNECTIONS: raw })).toThrow(
      `BENCH_CONNECTIONS must be a positive whole number, not "${raw}"`,
    );
  });
});

describe("choiceEnv", () => {
  it("is null when unset or empty, and the value when it is one of the choices", () => {
    expect(choiceEnv("BENCH_ONLY", ["xray"], {})).toBeNull();
    expect(choiceEnv("BENCH_ONLY", ["xray"], { BENCH_ONLY: "" })).toBeNull();
    expect(choiceEnv("BENCH_ONLY", ["xray"], { BENCH_ONLY: "xray" })).toBe("xray");
  });

  it("refuses another value, naming the choices", () => {
    expect(() => choiceEnv("BENCH_ONLY", ["xray"], { BENCH_ONLY: "x-ray" })).toThrow(
      'BENCH_ONLY must be one of xray, not "x-ray"',
    );
  });
});
