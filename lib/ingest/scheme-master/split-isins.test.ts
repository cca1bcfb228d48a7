import { endsInPartialIsin, splitIsins } from "./split-isins";

describe("splitIsins", () => {
  it.each([
    ["INF209K01165", ["INF209K01165"]],
    ["INF209K01157INF209K01CE5", ["INF209K01157", "INF209K01CE5"]],
    ["", []],
    ["INF204K01ZA5-", ["INF204K01ZA5"]],
    ["-INF109KC1MY5", ["INF109KC1MY5"]],
    ["INF613Q01033Redeemed", ["INF613Q01033"]],
    ["INF178L01BV6 INF178L01BW4 ", ["INF178L01BV6", "INF178L01BW4"]],
    ["INF179KC1IM3HDFCNIVODG", ["INF179KC1IM3"]],
    // An 11-character typo: the check digit must be a digit, so the next ISIN's "I" is not taken.
    ["INF174K1TA2INF174KA1TB0", ["INF174KA1TB0"]],
    ["INF174K01VSIINF174K01VU7", ["INF174K01VU7"]],
    ["xxxxxxxxxxxxxxxxxxx", []],
    ["INF209K01165INF209K01165", ["INF209K01165"]],
  ])("%j -> %j", (cell, isins) => {
    expect(splitIsins(cell)).toEqual(isins);
  });
});

describe("endsInPartialIsin", () => {
  it.each([
    ["INF209K01157INF209K", true],
    ["INF209K0", true],
    ["IN", true],
    ["INF209K01157", false],
    ["INF209K01157INF209K01CE5", false],
    ["", false],
    ["INF613Q01033Redeemed", false],
  ])("%j -> %s", (cell, partial) => {
    expect(endsInPartialIsin(cell)).toBe(partial);
  });
});
