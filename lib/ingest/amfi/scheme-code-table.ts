// Values by AMFI scheme code. The importer looks a code up for each of the 5 million lines of a year of
// captures: today's codes are below 200,000, and an array indexed by code is several times quicker than a Map.

/** Codes below this are held in an array. */
export const SMALL_CODES = 1 << 18;

/** Values by scheme code: an array for codes below 2^18, a Map beyond (and for anything else). */
export class SchemeCodeTable<T> {
  private readonly small: (T | undefined)[] = new Array<T | undefined>(SMALL_CODES).fill(undefined);
  private readonly large = new Map<number, T>();

  get(code: number): T | undefined {
    return code >= 0 && code < SMALL_CODES ? this.small[code] : this.large.get(code);
  }

  set(code: number, value: T): void {
    if (code >= 0 && code < SMALL_CODES) this.small[code] = value;
    else this.large.set(code, value);
  }

  /** Every code held and its value, by code ascending. */
  *entries(): Generator<[number, T]> {
    const large = [...this.large.keys()].sort((a, b) => a - b);
    let next = 0;
    while (next < large.length && large[next]! < 0) yield [large[next]!, this.large.get(large[next++]!)!];
    for (let code = 0; code < SMALL_CODES; code++) {
      const value = this.small[code];
      if (value !== undefined) yield [code, value];
    }
    for (; next < large.length; next++) yield [large[next]!, this.large.get(large[next]!)!];
  }
}
