import { entityTag, matchesEntityTag } from "@/lib/api/cache-policy";
import { queryRecord } from "@/lib/api/query-record";

describe("entity tags", () => {
  it("are weak, stable per body and different for different bodies", () => {
    expect(entityTag("a")).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag("a")).toBe(entityTag("a"));
    expect(entityTag("a")).not.toBe(entityTag("b"));
  });

  it("match If-None-Match lists, the strong spelling and *", () => {
    const tag = entityTag("body");
    expect(matchesEntityTag(null, tag)).toBe(false);
    expect(matchesEntityTag(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(tag.slice(2), tag)).toBe(true);
    expect(matchesEntityTag("*", tag)).toBe(true);
    expect(matchesEntityTag('W/"other"', tag)).toBe(false);
  });
});

describe("queryRecord", () => {
  it("keeps single keys as strings and repeated keys as arrays in order", () => {
    expect(queryRecord(new URLSearchParams("a=1&b=2&a=3&a=4&c="))).toEqual({ a: ["1", "3", "4"], b: "2", c: "" });
  });
});
