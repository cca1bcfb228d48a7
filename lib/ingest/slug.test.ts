import { slugify } from "@/lib/ingest/slug";

describe("slugify", () => {
  it.each([
    ["360 ONE Mutual Fund", "360-one-mutual-fund"],
    ["Aditya Birla Sun Life Mutual Fund", "aditya-birla-sun-life-mutual-fund"],
    ["Large & Mid Cap Fund", "large-and-mid-cap-fund"],
    ["Children’s Fund", "children-s-fund"],
    ["  --Café  Fund--  ", "cafe-fund"],
    ["", ""],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
