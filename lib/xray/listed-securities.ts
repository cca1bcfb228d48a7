// What an X-ray answer lists of its securities (the look-through, the schema and the docs read these), kept apart
// from the look-through so that the API schema, which the member's page loads in the browser, does not bundle it.

/** A security held through 3 or more funds is called out. */
export const WIDELY_HELD_FUNDS = 3;

/**
 * How many securities an answer lists with their funds, largest first. The pages show 25 and chart 10; the whole
 * list (1,867 securities for 20 funds, about 720 KB of JSON) is on request only (`securities=all`).
 */
export const LISTED_SECURITIES = 100;

/**
 * How many widely held securities an answer lists, largest first (every one with `securities=all`). For 20 funds
 * some 590 are held through 3 or more, about 94 KB of JSON that no reader of the call-out gets through; the answer
 * counts them all (`widely_held_count`) and the page names the largest.
 */
export const LISTED_WIDELY_HELD = 25;

/** Which securities an answer lists: the LISTED_SECURITIES (and LISTED_WIDELY_HELD) largest, or every one. */
export const SECURITY_LISTS = ["largest", "all"] as const;
export type SecurityList = (typeof SECURITY_LISTS)[number];
