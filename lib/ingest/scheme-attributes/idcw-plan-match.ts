// Which plan of a fund an IDCW declaration's class names ("Direct Plan - Fortnightly IDCW",
// "Discontinued - Regular Plan-Periodic Div Opt."): the plan whose name, less the fund's name, has the same
// words, "Dividend"/"Div" read as IDCW and "Plan"/"Option" dropped. Pure.

export interface IdcwPlanCandidate {
  schemeCode: number;
  /** The plan's name (plans.display_name). */
  name: string;
}

const SYNONYMS: Readonly<Record<string, string>> = { dividend: "idcw", div: "idcw", halfyearly: "half yearly" };
const DROPPED = new Set(["plan", "option", "opt", "and", "the"]);
/** Words a second try leaves out when the first finds no plan: how the IDCW is paid, which some names omit. */
const PAYMENT = new Set(["reinvestment", "payout", "transfer"]);

/** The words of a name, as a sorted list without repeats. */
export function classWords(name: string): string[] {
  const words = name
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .flatMap((word) => (SYNONYMS[word] ?? word).split(" "))
    .filter((word) => word && !DROPPED.has(word));
  return [...new Set(words)].sort();
}

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i]);

/**
 * The one plan of the fund `schemeName` whose words beyond the fund's are the class's; with the payment words
 * left out on both sides when no plan has them all. Null when no plan or several plans fit: never a guess.
 */
export function idcwPlanOf(className: string, schemeName: string, plans: readonly IdcwPlanCandidate[]): number | null {
  const fund = new Set(classWords(schemeName));
  const own = plans.map((plan) => ({ plan, words: classWords(plan.name).filter((word) => !fund.has(word)) }));
  // A discontinued plan that names no plan type is a Regular one: plans were discontinued before Direct plans
  // began (2013), and the NAV file names them "Regular Plan - Discontinued ...".
  const printed = classWords(className);
  const wanted =
    printed.includes("discontinued") && !printed.includes("direct") && !printed.includes("regular")
      ? [...printed, "regular"].sort()
      : printed;
  for (const keep of [() => true, (word: string) => !PAYMENT.has(word)]) {
    const target = wanted.filter(keep);
    const found = own.filter(({ words }) => sameWords(words.filter(keep), target));
    if (found.length === 1) return found[0]!.plan.schemeCode;
    if (found.length > 1) return null;
  }
  return null;
}
