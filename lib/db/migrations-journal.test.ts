import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The migrator applies a journal entry only when its `when` is later than the newest applied one, and reads
// only the files the journal lists: these are the mistakes a hand-edited journal can make.
const folder = path.join(__dirname, "migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string; breakpoints: boolean }[];
};
const sqlFiles = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .sort();

describe("migrations journal", () => {
  it("lists every SQL file once, in file-name order, numbered from 0", () => {
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles);
    expect(journal.entries.map((e) => e.idx)).toEqual(sqlFiles.map((_, i) => i));
    for (const [i, name] of sqlFiles.entries()) expect(name.slice(0, 4)).toBe(String(i).padStart(4, "0"));
  });

  it("gives each entry a later `when` than the one before, so no new file is skipped on an existing database", () => {
    const whens = journal.entries.map((e) => e.when);
    for (let i = 1; i < whens.length; i++) expect(whens[i]).toBeGreaterThan(whens[i - 1]!);
  });

  it("splits every file at its statement breakpoints", () => {
    expect(journal.entries.filter((e) => !e.breakpoints)).toEqual([]);
  });
});
