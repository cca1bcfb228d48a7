// Values by AMFI scheme code. The importer looks a code up for each of the 5 million lines of a year of
// captures: today's codes are below 200,000, and an array indexed by code is several times quicker than a Map.

/** Codes below this are held in an array. */
export const SMALL_CODES = 1 << 18;

/**
 * Values by scheme code: for codes below 2^18 a typed array of positions into a dense array of values (a
 * typed array is zeroed memory, while a plain array of 2^18 slots took 10 ms to make, five times an import),
 * a Map beyond (and for anything else).
 */
export class SchemeCodeTable<T> {
  /** 1 + the value's position in `values`, 0 when the code holds none. */
  private readonly positions = new Int32Array(SMALL_CODES);
  private readonly values: T[] = [];
  private readonly large = new Map<number, T>();

  get(code: number): T | undefined {
    if (code < 0 || code >= SMALL_CODES) return this.large.get(code);
    const position = this.positions[code]!;
    return position === 0 ? undefined : this.values[position - 1];
  }

  set(code: number, value: T): void {
    if (code < 0 || code >= SMALL_CODES) {
      this.large.set(code, value);
      return;
    }
    const position = this.positions[code]!;
    if (position === 0) this.positions[code] = this.values.push(value);
    else this.values[position - 1] = value;
  }

  /** Every code held and its value, by code ascending. */
  *entries(): Generator<[number, T]> {
    const large = [...this.large.keys()].sort((a, b) => a - b);
    let next = 0;
    while (next < large.length && large[next]! < 0) yield [large[next]!, this.large.get(large[next++]!)!];
    for (let code = 0; code < SMALL_CODES; code++) {
      const value = this.get(code);
      if (value !== undefined) yield [code, value];
    }
    for (; next < large.length; next++) yield [large[next]!, this.large.get(large[next]!)!];
  }
}
