import { decodeSeriesBatch, decodeSeriesBytes, encodeSeriesBytes } from "@/lib/ingest/metrics-refresh/series-bytes";

describe("series bytes (int4send days, float8send values)", () => {
  it("reads PostgreSQL's big-endian send forms, written out by hand", () => {
    // Day 20,000 (2024-10-04) and day 20,001; 12.5 is 0x4029000000000000 and -0.1 is 0xBFB999999999999A.
    const days = Buffer.from([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x21]);
    const values = Buffer.from([0x40, 0x29, 0, 0, 0, 0, 0, 0, 0xbf, 0xb9, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a]);
    const series = decodeSeriesBytes(days, values);
    expect([...series.days]).toEqual([20_000, 20_001]);
    expect([...series.navs]).toEqual([12.5, -0.1]);
    expect(encodeSeriesBytes(series)).toEqual({ days, values });
  });

  it("reads a view into a larger buffer at its own offset, and an empty series", () => {
    const whole = Buffer.concat([Buffer.from([9, 9, 9]), Buffer.from([0, 0, 0, 7])]);
    const value = Buffer.alloc(8);
    value.writeDoubleBE(1 / 3);
    expect(decodeSeriesBytes(whole.subarray(3), value)).toEqual({
      days: Int32Array.of(7),
      navs: Float64Array.of(1 / 3),
    });
    expect(decodeSeriesBytes(Buffer.alloc(0), Buffer.alloc(0))).toEqual({
      days: new Int32Array(0),
      navs: new Float64Array(0),
    });
  });

  it("decodes a batch into views of two shared arrays, each series its own part", () => {
    const one = encodeSeriesBytes({ days: Int32Array.of(10, 11), navs: Float64Array.of(1.5, 1.25) });
    const two = encodeSeriesBytes({ days: Int32Array.of(12), navs: Float64Array.of(99.125) });
    const [first, second] = decodeSeriesBatch([one, two]);
    expect([...first!.days, ...second!.days]).toEqual([10, 11, 12]);
    expect([...first!.navs, ...second!.navs]).toEqual([1.5, 1.25, 99.125]);
    expect(second!.days.buffer).toBe(first!.days.buffer);
    expect(second!.navs.byteOffset).toBe(16);
  });

  it("refuses stored bytes that cannot be a series (values not two words a day)", () => {
    const { days, values } = encodeSeriesBytes({ days: Int32Array.of(10, 11), navs: Float64Array.of(1.5, 1.25) });
    expect(() => decodeSeriesBatch([{ days, values: values.subarray(8) }])).toThrow(/8 bytes of days and 8 of values/);
    expect(() => decodeSeriesBatch([{ days: days.subarray(1), values }])).toThrow(RangeError);
  });
});
