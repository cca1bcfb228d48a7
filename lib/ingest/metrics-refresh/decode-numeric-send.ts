// PostgreSQL's binary form of numeric (numeric_send): the series loader reads NAVs in it, because casting
// numeric to float8 in SQL goes through text and costs more than the rest of the query.

const NUMERIC_NEG = 0x4000;
const NUMERIC_NAN = 0xc000;
const NUMERIC_PINF = 0xd000;
const NUMERIC_NINF = 0xf000;

/**
 * Reads the numeric_send value at `offset` into `out[index]`, as the double `numeric::float8` gives (the
 * nearest one: where the digits and the power of ten are both exact doubles, one multiplication or division
 * rounds once), and returns the offset after it.
 */
export function readNumericSend(view: DataView, offset: number, out: Float64Array, index: number): number {
  const ndigits = view.getInt16(offset);
  const weight = view.getInt16(offset + 2);
  const sign = view.getUint16(offset + 4);
  const first = offset + 8;
  const end = first + 2 * ndigits;
  if (sign === NUMERIC_NAN || sign === NUMERIC_PINF || sign === NUMERIC_NINF) {
    out[index] = sign === NUMERIC_NAN ? NaN : sign === NUMERIC_PINF ? Infinity : -Infinity;
    return end;
  }
  let digits = 0;
  for (let at = first; at < end; at += 2) digits = digits * 10000 + view.getInt16(at);
  const exponent = 4 * (weight - ndigits + 1);
  let value: number;
  if (digits <= Number.MAX_SAFE_INTEGER && exponent >= -22 && exponent <= 22)
    value = exponent >= 0 ? digits * 10 ** exponent : digits / 10 ** -exponent;
  else {
    let text = "";
    for (let at = first; at < end; at += 2) text += String(view.getInt16(at)).padStart(4, "0");
    value = Number(`${text}e${exponent}`);
  }
  out[index] = sign === NUMERIC_NEG ? -value : value;
  return end;
}
