// What an X-ray answer lists of its securities (the look-through, the schema and the docs read these), kept apart
// from the look-through so that the API schema, which the member's page loads in the browser, does not bundle it.

/** A security held through 3 or more funds is called out. */
export const WIDELY_HELD_FUNDS = 3;

/**
 * How many securities an answer lists with their funds, largest first: twice what the pages show (they show 25 and
 * chart 10). The whole list (1,867 securities for 20 funds, about 720 KB of JSON) is on request only
 * (`securities=all`). 100 were 66 KB of a 113 KB answer, and an answer over 128 KB of text costs V8 its
 * large-object path three times over (the JSON, its flattening, its bytes).
 */
export const LISTED_SECURITIES = 50;

/**
 * How many widely held securities an answer lists, largest first (every one with `securities=all`). For 20 funds
 * some 590 are held through 3 or more, about 94 KB of JSON that no reader of the call-out gets through; the answer
 * counts them all (`widely_held_count`) and the page names the largest.
 */
export const LISTED_WIDELY_HELD = 25;

/**
 * How many debt issuers an answer lists, largest first (every one with `securities=all`); the rest are added up in
 * `debt_issuers_left_out`. For 20 real funds some 220 issuers, 35 KB of JSON in a table nobody reads to its end.
 */
export const LISTED_DEBT_ISSUERS = 25;

/**
 * How many of the securities the most overlapping pair share an answer lists, largest first (every one with
 * `securities=all`); `common_count` counts them all. Two large-cap funds share some 250.
 */
export const LISTED_COMMON_HOLDINGS = 25;

/**
 * Which securities an answer lists: the LISTED_SECURITIES largest (and LISTED_WIDELY_HELD, LISTED_DEBT_ISSUERS,
 * LISTED_COMMON_HOLDINGS), or every one.
 */
export const SECURITY_LISTS = ["largest", "all"] as const;
export type SecurityList = (typeof SECURITY_LISTS)[number];
