// Names AMFI prints in capitals ("SBI LARGE & MIDCAP FUND") in the title case fund houses use elsewhere
// ("SBI Large & Midcap Fund"), keeping acronyms (SBI, HDFC, ETF, IDCW, CRISIL, ...) as they are.

// Words that stay in capitals. A capitals word of two or three letters not listed here is kept too unless
// it is an ordinary word below: short capitals are far more often acronyms (PSU, MNC, SDL) than words.
const ACRONYMS = new Set(
  (
    "SBI HDFC ICICI UTI ETF ETFS ELSS IDCW BSE NSE CRISIL IBX SDL AAA PSU PSE CPSE MNC DSP IDFC IDBI HSBC LIC MF " +
    "AMC JM ITI NJ PGIM IIFL BNP NYSE FANG MSCI FTSE TRI ESG US USA BFSI CPSE FMP FTP PF EQ IT NASDAQ " +
    "ABSL AMFI SIP NFO BOI PPFAS WOC GS INR RBI PSBI BHARAT22 IL&FS LT TER NAV AA AAAA SME TSX EV ISIN KIM SID"
  ).split(" "),
);
// Spellings the index providers and fund houses use themselves.
const RESPELL = new Map([
  ["NIFTY", "Nifty"],
  ["SENSEX", "Sensex"],
  ["FOF", "FoF"],
  ["BEES", "BeES"],
  ["NASDAQ", "Nasdaq"],
  ["TRUSTMF", "TrustMF"],
]);
// Words of AMFI's plan and option vocabulary and "FUND": title case even among mixed-case words.
const ALWAYS_TITLE = new Set(["FUND", "PLAN", "OPTION", "GROWTH", "DIRECT", "REGULAR", "PAYOUT", "REINVESTMENT"]);
const SMALL_WORDS = new Set(["of", "and", "to", "the", "in", "for", "on", "at", "by", "or", "a", "an"]);
// Short words that are ordinary words, not acronyms, when printed in capitals.
const SHORT_WORDS = new Set([
  "OF",
  "AND",
  "TO",
  "THE",
  "IN",
  "FOR",
  "ON",
  "AT",
  "BY",
  "OR",
  "A",
  "AN",
  "CAP",
  "ONE",
  "NEW",
  "TAX",
  "BOND",
  "FUND",
  "DEBT",
  "GILT",
  "PLAN",
  "DAY",
  "DAYS",
  "TOP",
  "LOW",
  "MID",
  "ALL",
  "SUN",
  "LIFE",
  "GOLD",
  "PRO",
  "OPP",
  "OIL",
  "GAS",
  "AUTO",
  "BANK",
  "REAL",
  "BIG",
  "HI",
  "PLUS",
  "YEAR",
  "YRS",
  "MAX",
  "AGE",
  "KEY",
  "BAL",
  "JAN",
  "CUM",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
  "FIX",
  "NET",
  "VAN",
]);

function isUpperWord(word: string): boolean {
  return /[A-Z]/.test(word) && !/[a-z]/.test(word);
}

function capitalise(part: string): string {
  return part.charAt(0) + part.slice(1).toLowerCase();
}

/** One word of a name in capitals, as a title-case name writes it (first: the name's first word). */
function titleWord(word: string, first: boolean): string {
  const respelled = RESPELL.get(word);
  if (respelled) return respelled;
  if (ACRONYMS.has(word)) return word;
  if (!/^[A-Z]+$/.test(word))
    // "G-SEC", "MID-CAP", "S&P": each letter run on its own.
    return word.replace(/[A-Z]+/g, (part) =>
      ACRONYMS.has(part) || (part.length <= 1 && word.includes("&")) ? part : capitalise(part),
    );
  if (!first && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  if (word.length <= 3 && !SHORT_WORDS.has(word)) return word;
  return capitalise(word);
}

function isCapitalsWord(bare: string): boolean {
  return (
    bare.length > 1 &&
    isUpperWord(bare) &&
    !ACRONYMS.has(bare) &&
    !RESPELL.has(bare) &&
    (bare.length > 3 || SHORT_WORDS.has(bare))
  );
}

/** One part of a name between " - " separators (the fund's name, "DIRECT PLAN", "QUARTERLY IDCW Option"). */
function titleCaseSegment(segment: string, firstSegment: boolean): string {
  const words = segment.split(/(\s+)/);
  let capitals = 0;
  let mixed = 0;
  for (const word of words) {
    const bare = word.replace(/[^A-Za-z&]/g, "");
    if (isCapitalsWord(bare)) capitals++;
    else if (/[a-z]/.test(bare)) mixed++;
  }
  const toTitle = capitals > 0 && capitals >= mixed;
  let firstWord = firstSegment;
  return words
    .map((word) => {
      if (/^\s*$/.test(word)) return word;
      const out = word.replace(/[A-Za-z&]+/g, (run) => {
        if (!isUpperWord(run)) return run;
        return toTitle || ALWAYS_TITLE.has(run) ? titleWord(run, firstWord) : (RESPELL.get(run) ?? run);
      });
      if (/[A-Za-z0-9]/.test(word)) firstWord = false;
      return out;
    })
    .join("");
}

/**
 * Each part of a name (between " - ") whose capitals words (not acronyms) are at least as many as its
 * mixed-case words is written in title case; every part gets the index providers' own spellings
 * (NIFTY -> Nifty). Mixed-case words stay as they are.
 */
export function titleCaseName(name: string): string {
  return name
    .split(" - ")
    .map((segment, index) => titleCaseSegment(segment, index === 0))
    .join(" - ")
    .replace(/\b360 One\b/g, "360 ONE");
}
