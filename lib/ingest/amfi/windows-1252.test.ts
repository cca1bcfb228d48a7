import { decodeWindows1252 } from "./windows-1252";

describe("decodeWindows1252", () => {
  it("reads ASCII and Latin-1 letters as themselves", () => {
    expect(decodeWindows1252(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa0, 0xff]))).toBe("Café \u00a0ÿ");
  });

  it("reads 0x80-0x9F as Windows-1252's characters, not C1 controls", () => {
    // € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ
    const bytes = [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e];
    expect(decodeWindows1252(new Uint8Array(bytes))).toBe("€‚ƒ„…†‡ˆ‰Š‹ŒŽ");
    const more = [0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f];
    expect(decodeWindows1252(new Uint8Array(more))).toBe("‘’“”•–—˜™š›œžŸ");
  });

  it("keeps the five bytes Windows-1252 leaves undefined as their code points", () => {
    expect(decodeWindows1252(new Uint8Array([0x81, 0x8d, 0x8f, 0x90, 0x9d]))).toBe("\u0081\u008d\u008f\u0090\u009d");
  });
});
