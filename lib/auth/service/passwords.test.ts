import bcrypt from "bcryptjs";
import { BCRYPT_COST, DUMMY_PASSWORD_HASH, hashPassword, passwordMatches } from "@/lib/auth/service/passwords";

describe("passwordMatches", () => {
  afterEach(() => jest.restoreAllMocks());

  it("matches the right password only", async () => {
    const hash = await hashPassword("Correct-Horse-42");
    expect(await passwordMatches("Correct-Horse-42", hash)).toBe(true);
    expect(await passwordMatches("Correct-Horse-43", hash)).toBe(false);
  });

  it.each([[null], [undefined]])(
    "runs a bcrypt comparison against the dummy hash when there is no hash (%p), and answers false",
    async (hash) => {
      const compare = jest.spyOn(bcrypt, "compare");
      expect(await passwordMatches("Correct-Horse-42", hash)).toBe(false);
      expect(compare).toHaveBeenCalledWith("Correct-Horse-42", DUMMY_PASSWORD_HASH);
    },
  );

  it("has a dummy hash of the same cost as real hashes, so both take as long", async () => {
    expect(bcrypt.getRounds(DUMMY_PASSWORD_HASH)).toBe(BCRYPT_COST);
    expect(bcrypt.getRounds(await hashPassword("Correct-Horse-42"))).toBe(BCRYPT_COST);
  });
});
