// Shared checks of the calculators' URL state, for their unit tests (not used by the app).
import fc from "fast-check";
import type { QueryState } from "@/lib/calculators/query-state";

interface QueryStateUnderTest<T> {
  state: QueryState<T>;
  /** Valid inputs (they are also passed through the schema). */
  inputs: fc.Arbitrary<unknown>;
  /** The query parameter names the calculator reads. */
  params: readonly string[];
}

/** parse(serialise(x)) equals x for any valid inputs, and any query string parses as valid inputs. */
export function checkQueryState<T>({ state, inputs, params }: QueryStateUnderTest<T>): void {
  fc.assert(
    fc.property(inputs, (raw) => {
      const x = state.schema.parse(raw);
      expect(state.parse(new URLSearchParams(state.serialise(x)))).toEqual(x);
    }),
    { numRuns: 200, seed: 6 },
  );
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom("0", "1", "12", "-1", "1e3", "1,00,000", "years", "months", "days"),
  );
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom(...params), value), (query) => {
      expect(state.schema.safeParse(state.parse(query)).success).toBe(true);
    }),
    { numRuns: 300, seed: 6 },
  );
}
