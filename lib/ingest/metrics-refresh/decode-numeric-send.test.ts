import { readNumericSend } from "@/lib/ingest/metrics-refresh/decode-numeric-send";

/** numeric_send's bytes: ndigits, weight, sign, dscale, then the base-10000 groups (all 16-bit, big-endian). */
function numericSend(groups: number[], weight: number, sign: number, dscale: number): DataView {
  const view = new DataView(new ArrayBuffer(8 + 2 * groups.length));
  view.setInt16(0, groups.length);
  view.setInt16(2, weight);
  view.setUint16(4, sign);
  view.setInt16(6, dscale);
  groups.forEach((group, i) => view.setInt16(8 + 2 * i, group));
  return view;
}

describe("readNumericSend", () => {
  it.each([
    [[95, 4300], 0, 0, 4, 95.43],
    [[5000], -1, 0, 1, 0.5],
    [[1], 1, 0, 0, 10000],
    [[1234, 5678], 0, 0, 4, 1234.5678],
    [[1], -2, 0, 8, 0.00000001],
    [[9007, 1992, 5474, 991], 2, 0, 3, 900719925474.0991],
    [[12], 0, 0x4000, 0, -12],
    [[], 0, 0, 2, 0],
  ])("reads groups %j with weight %i, sign %i as numeric::float8 does", (groups, weight, sign, dscale, expected) => {
    const out = new Float64Array(1);
    const view = numericSend(groups, weight, sign, dscale);
    expect(readNumericSend(view, 0, out, 0)).toBe(view.byteLength);
    expect(out[0]).toBe(expected);
  });

  it("reads digits beyond a double's exact integers through their decimal text", () => {
    const out = new Float64Array(1);
    readNumericSend(numericSend([1, 2345, 6789, 123, 4567], 0, 0, 16), 0, out, 0);
    expect(out[0]).toBe(Number("1.2345678901234567"));
  });

  it("reads NaN and the infinities", () => {
    const out = new Float64Array(3);
    readNumericSend(numericSend([], 0, 0xc000, 0), 0, out, 0);
    readNumericSend(numericSend([], 0, 0xd000, 0), 0, out, 1);
    readNumericSend(numericSend([], 0, 0xf000, 0), 0, out, 2);
    expect([...out]).toEqual([NaN, Infinity, -Infinity]);
  });

  it("reads consecutive values", () => {
    const a = numericSend([1], 0, 0, 0);
    const b = numericSend([2, 5000], 0, 0, 1);
    const bytes = new Uint8Array(a.byteLength + b.byteLength);
    bytes.set(new Uint8Array(a.buffer), 0);
    bytes.set(new Uint8Array(b.buffer), a.byteLength);
    const out = new Float64Array(2);
    const view = new DataView(bytes.buffer);
    readNumericSend(view, readNumericSend(view, 0, out, 0), out, 1);
    expect([...out]).toEqual([1, 2.5]);
  });
});
