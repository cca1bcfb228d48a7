// What the lines of NAV files say about their plans, kept across the files of one run: consecutive
// captures repeat every line but for its NAV and date, so each line is read once per run.

import { classifyHeadingLine, type HeadingLine } from "./heading-line";
import { LAYOUT_COLUMNS } from "./layouts";
import { parseAmfiDate } from "./nav-date";
import {
  readPlanEntry,
  type PlanEntry,
  type PlanEntryShared,
  type SchemeCodeSlot,
  type SpellingGroup,
} from "./plan-entry";
import { PrefixBytes } from "./prefix-bytes";
import { SchemeCodeTable } from "./scheme-code-table";
import type { NavFileLayout } from "./types";

// About 20,000 distinct lines in a year of daily files; a history file of many years holds more.
const MAX_ENTRIES = 500_000;
const MAX_HEADINGS = 10_000;
const MAX_DATES = 100_000;

/**
 * A copy of `text` that does not keep the file's text alive: V8 makes a substring of 13 or more
 * characters a view into its parent, and a cache that keeps one view per file would keep every file.
 */
function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/** The entries of one layout (the same text before the NAV means different things in daily-6 and history-8). */
export class PlanEntryTable {
  // The last entry of each scheme code: a line usually repeats the prefix of the last line with its code.
  private readonly byCode = new SchemeCodeTable<PlanEntry>();
  private readonly byPrefix = new Map<string, PlanEntry>();
  /** The bytes of each code's last entry's prefix (lastOfCode), for scanNavBytes. */
  readonly prefixBytes = new PrefixBytes();

  constructor(
    private readonly layout: NavFileLayout,
    private readonly shared: PlanEntryShared,
  ) {}

  get size(): number {
    return this.byPrefix.size;
  }

  /** The last entry of a scheme code (code >= 0); check its prefix against the line. */
  lastOfCode(code: number): PlanEntry | undefined {
    return this.byCode.get(code);
  }

  /** The entry of the line prefix text.slice(start, end); `code` is the line's leading scheme code, or -1. */
  entry(text: string, start: number, end: number, code: number): PlanEntry {
    let entry = this.byPrefix.get(text.slice(start, end));
    if (entry === undefined) {
      entry = readPlanEntry(detached(text.slice(start, end)), LAYOUT_COLUMNS[this.layout], this.shared);
      this.byPrefix.set(entry.prefix, entry);
    }
    if (code >= 0) {
      this.byCode.set(code, entry);
      this.prefixBytes.set(code, entry.prefix);
    }
    return entry;
  }
}

/** Opaque to callers: create with createNavParseCache and pass to parseNavFile. */
export class NavParseCache {
  private tables = new Map<NavFileLayout, PlanEntryTable>();
  private readonly headings = new Map<string, HeadingLine>();
  private readonly groups = new Map<string, SpellingGroup>();
  private readonly codeSlots = new Map<number, SchemeCodeSlot>();
  private readonly names = new Map<string, string>();
  private readonly dates = new Map<string, string | null>();
  private passes = 0;
  private readonly shared: PlanEntryShared = {
    slotOf: (schemeCode) => {
      let slot = this.codeSlots.get(schemeCode);
      if (slot === undefined) this.codeSlots.set(schemeCode, (slot = { pass: 0 }));
      return slot;
    },
    intern: (name) => {
      let shared = this.names.get(name);
      if (shared === undefined) this.names.set(name, (shared = name));
      return shared;
    },
  };

  /** A number no earlier parse with this cache used, for the marks parseNavFile leaves on shared objects. */
  beginPass(): number {
    let size = 0;
    for (const table of this.tables.values()) size += table.size;
    if (size > MAX_ENTRIES || this.headings.size > MAX_HEADINGS) {
      this.tables.clear();
      this.headings.clear();
      this.groups.clear();
      this.codeSlots.clear();
      this.names.clear();
    }
    if (this.dates.size > MAX_DATES) this.dates.clear();
    return ++this.passes;
  }

  table(layout: NavFileLayout): PlanEntryTable {
    let table = this.tables.get(layout);
    if (table === undefined) this.tables.set(layout, (table = new PlanEntryTable(layout, this.shared)));
    return table;
  }

  heading(line: string): HeadingLine {
    let heading = this.headings.get(line);
    if (heading === undefined) {
      const key = detached(line);
      heading = classifyHeadingLine(key);
      this.headings.set(key, heading);
    }
    return heading;
  }

  /** parseAmfiDate of a Date field (memo: a file holds a few hundred distinct dates). */
  date(field: string): string | null {
    let date = this.dates.get(field);
    if (date === undefined) {
      date = parseAmfiDate(field);
      this.dates.set(field, date);
    }
    return date;
  }

  /** The spelling group of (fund house, schemeNameKey). */
  group(amcName: string, schemeNameKey: string): SpellingGroup {
    const key = `${amcName}\u0000${schemeNameKey}`;
    let group = this.groups.get(key);
    if (group === undefined) this.groups.set(key, (group = { pass: 0, first: "", ambiguous: false }));
    return group;
  }
}

export function createNavParseCache(): NavParseCache {
  return new NavParseCache();
}
