import { revalidationTokenMatches } from "./page-revalidation";

describe("revalidationTokenMatches", () => {
  const token = "a".repeat(64);
  it("accepts exactly the server's token", () => expect(revalidationTokenMatches(token, token)).toBe(true));
  it.each([
    ["no header", null, token],
    ["an empty header", "", token],
    ["a different token", "b".repeat(64), token],
    ["a prefix", token.slice(0, 63), token],
    ["no token configured", token, undefined],
  ])("refuses %s", (_, given, expected) => expect(revalidationTokenMatches(given, expected)).toBe(false));
});
