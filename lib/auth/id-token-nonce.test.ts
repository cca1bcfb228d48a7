import { randomNonce, sha256Hex } from "./id-token-nonce";

describe("randomNonce", () => {
  it("is hex of the requested length and differs between calls", () => {
    const a = randomNonce();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(randomNonce(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomNonce()).not.toBe(a);
  });
});

describe("sha256Hex", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
  ])("hashes %p", async (text, expected) => {
    await expect(sha256Hex(text)).resolves.toBe(expected);
  });
});
