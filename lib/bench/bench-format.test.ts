import { kilobytes, ms, whole } from "@/lib/bench/bench-format";

describe("bench-format", () => {
  it.each([
    [null, ""],
    [0, "0.00"],
    [3.14159, "3.14"],
    [9.999, "10.00"],
    [10, "10.0"],
    [123.456, "123.5"],
  ])("ms(%p) is %p", (value, expected) => {
    expect(ms(value)).toBe(expected);
  });

  it("groups whole numbers the Indian way and rounds", () => {
    expect(whole(1234567.6)).toBe("12,34,568");
    expect(whole(999)).toBe("999");
  });

  it("counts kilobytes in thousands of bytes", () => {
    expect(kilobytes(150_000)).toBe("150.0");
    expect(kilobytes(149_949)).toBe("149.9");
    expect(kilobytes(0)).toBe("0.0");
  });
});
