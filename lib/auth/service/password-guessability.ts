import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

// zxcvbn-ts estimates how many guesses a password takes from the patterns attackers try first: repeats
// (aaaaaa), sequences (abcdef, 12345), keyboard walks (qwerty), dates, l33t and dictionary words, this
// site's own words among them (India@123, FundLens2024). Issue 34, point 10.

/** zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" online, which is what we guard). */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this site and its audience, which an attacker would put first in a list aimed at it. */
const SITE_WORDS = [
  "fundlens",
  "fund",
  "funds",
  "lens",
  "mutual",
  "mutualfund",
  "india",
  "bharat",
  "invest",
  "investor",
  "portfolio",
  "sip",
  "nav",
  "sebi",
  "amfi",
  "rupee",
  "money",
];

let factory: Promise<ZxcvbnFactory> | undefined;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, userInputs: SITE_WORDS },
        graphs: common.adjacencyGraphs,
      }),
  );
  return factory;
}

const WHY: Record<string, string> = {
  repeat: "it repeats characters (like aaaaaa or abcabc)",
  sequence: "it is a sequence (like abcdef or 123456)",
  spatial: "it is a keyboard pattern (like qwerty or asdfgh)",
  date: "it is mostly a date",
  dictionary: "it is mostly a common word or name, or this site's name, with a few characters added",
  regex: "it is mostly a year or a run of digits",
};

/**
 * Why `password` is too easy to guess (a sentence for the message), or null when it is strong enough.
 * `personal` are the member's own words (the parts of their email address), which count as guessed too.
 */
export async function guessabilityProblem(password: string, personal: readonly string[] = []): Promise<string | null> {
  const result = (await estimator()).check(password, [...personal]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // The pattern that covers most of the password is the reason worth naming.
  const main = [...result.sequence].sort((a, b) => b.token.length - a.token.length)[0];
  const why = (main && WHY[main.pattern]) ?? "it is short and has no unusual parts";
  return `Password is too easy to guess: ${why}. Use a longer one, such as three or four unrelated words.`;
}
