"use client";

import { useState, type FormEvent } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { loadImportStatement, loadPreviewStatement } from "@/components/data/endpoint-loaders/portfolio";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import type { StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import { formatDate } from "@/lib/format";
import { ColumnHeads } from "./column-heads";
import styles from "./portfolio.module.css";

const LAYOUT_NAMES: Record<StatementPreview["layout"], string> = {
  detailed: "CAMS / KFintech detailed statement",
  summary: "CAMS / KFintech summary statement",
  nsdl: "NSDL e-CAS",
  cdsl: "CDSL e-CAS",
};

const RESOLVED_BY: Record<string, string> = {
  isin: "by ISIN",
  amfi: "by AMFI code",
  registrar: "by registrar code",
  name: "by name",
  nav: "by name and the NAVs printed",
  pick: "as you chose",
};

/**
 * Upload a CAS PDF with its password, see what it holds and its checks, then import all of it, the schemes that
 * pass, or nothing. The file and password stay in this page; the server reads the PDF in memory each time.
 */
export function StatementImport({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The plan chosen for a scheme whose name fits more than one: scheme index -> AMFI code.
  const [picks, setPicks] = useState<ReadonlyMap<number, number>>(new Map());

  const form = (choice?: "all" | "valid", chosen = picks) => {
    const body = new FormData();
    body.set("file", file!);
    body.set("password", password);
    if (choice) body.set("choice", choice);
    if (chosen.size > 0) body.set("picks", [...chosen].map(([i, code]) => `${i + 1}:${code}`).join(","));
    return body;
  };

  async function read(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem("Choose your statement's PDF first.");
    setProblem(null);
    setPreview(null);
    setPicks(new Map());
    await previewWith(new Map());
  }

  /** Reads the statement again with the member's picks, so that its checks speak of the chosen plans. */
  async function pickPlan(index: number, code: string) {
    const next = new Map(picks);
    if (code === "") next.delete(index);
    else next.set(index, Number(code));
    setPicks(next);
    setProblem(null);
    await previewWith(next);
  }

  async function previewWith(chosen: ReadonlyMap<number, number>) {
    setBusy(true);
    try {
      setPreview(await callLazily(loadPreviewStatement, { body: form(undefined, chosen) }));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "The statement could not be read.");
    } finally {
      setBusy(false);
    }
  }

  async function importAs(choice: "all" | "valid") {
    setBusy(true);
    try {
      const result = await callLazily(loadImportStatement, { body: form(choice) });
      toast.success(
        `Imported ${result.added} transaction(s) from ${result.schemes_imported} scheme(s)` +
          (result.already_present > 0 ? `; ${result.already_present} were already in your portfolio.` : "."),
      );
      setPreview(null);
      setPassword("");
      onImported();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "The statement could not be imported.");
    } finally {
      setBusy(false);
    }
  }

  const blocked = preview?.schemes.filter((s) => s.blocked !== null).length ?? 0;
  const passing = (preview?.schemes.length ?? 0) - blocked;
  return (
    <section className={styles.form} aria-labelledby="cas-import">
      <h2 id="cas-import">Import your consolidated account statement (CAS)</h2>
      <p className={styles.muted}>
        The PDF from CAMS, KFintech, NSDL or CDSL, with its password. It is read in memory and never stored; the
        password is never kept. You see everything before anything is saved.
      </p>
      <form onSubmit={read} noValidate className={styles.fields}>
        <label className={styles.fileField}>
          Statement PDF
          <input
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </label>
        <TextField
          label="Statement password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helpText="For NSDL and CDSL usually your PAN in capitals."
        />
        <div>
          <Button type="submit" loading={busy && !preview}>
            Read statement
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {preview ? (
        <>
          <table className={styles.table}>
            <caption>
              Preview: {LAYOUT_NAMES[preview.layout]},{" "}
              {preview.from
                ? `${formatDate(preview.from)} to ${formatDate(preview.to)}`
                : `as on ${formatDate(preview.to)}`}
            </caption>
            <ColumnHeads columns={["Folio", "Scheme on the statement", "Fund on FundLens", "Transactions", "Checks"]} />
            <tbody>
              {preview.schemes.map((s, i) => (
                <tr key={`${s.folio}-${i}`}>
                  <td>{s.folio}</td>
                  <td>
                    {s.name}
                    {s.former_name ? <div className={styles.muted}>formerly {s.former_name}</div> : null}
                    <div className={styles.muted}>{[s.rta_code, s.isin, s.registrar].filter(Boolean).join(" · ")}</div>
                  </td>
                  <td>
                    {s.plan_display_name ? (
                      <>
                        {s.plan_display_name}
                        <div className={styles.muted}>
                          AMFI {s.scheme_code}, {RESOLVED_BY[s.resolved_by ?? ""]}
                        </div>
                      </>
                    ) : (
                      "Not found"
                    )}
                    {s.candidates.length > 0 ? (
                      <label className={styles.muted}>
                        The name fits more than one plan; choose yours:{" "}
                        <select
                          value={picks.get(i) ?? ""}
                          disabled={busy}
                          onChange={(event) => void pickPlan(i, event.target.value)}
                        >
                          <option value="">Not chosen</option>
                          {s.candidates.map((c) => (
                            <option key={c.scheme_code} value={c.scheme_code}>
                              {c.plan_display_name} (AMFI {c.scheme_code}
                              {c.isin ? `, ${c.isin}` : ""})
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : null}
                  </td>
                  <td>
                    {s.unit_transactions} with units
                    {s.other_rows > 0 ? `, ${s.other_rows} tax or other rows (not recorded)` : ""}
                    {s.reversed_pairs > 0 ? `, ${s.reversed_pairs} reversed purchase(s) left out` : ""}
                    {s.already_imported > 0 ? `; ${s.already_imported} already imported` : ""}
                  </td>
                  <td>
                    <ul className={styles.checks}>
                      {s.checks.map((c, j) => (
                        <li key={j}>
                          {c.ok ? "✓" : "✗"}{" "}
                          {c.name === "readable" && !c.ok ? `${s.problems.length} line(s) not read:` : c.detail}
                        </li>
                      ))}
                    </ul>
                    {s.problems.length > 0 ? (
                      <ul className={styles.checks} aria-label={`Lines not read in ${s.name}`}>
                        {s.problems.map((line, j) => (
                          <li key={j}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                    {s.blocked ? (
                      <p className={styles.problem}>
                        Blocked, not imported:{" "}
                        {s.blocked.startsWith("failed check:") ? "the checks marked ✗ failed." : s.blocked}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.actions}>
            {blocked === 0 ? (
              <Button onClick={() => importAs("all")} loading={busy}>
                Import all {preview.schemes.length} schemes
              </Button>
            ) : (
              <Button onClick={() => importAs("valid")} loading={busy} disabled={passing === 0}>
                Import the {passing} scheme(s) that pass
              </Button>
            )}
            <Button variant="secondary" onClick={() => setPreview(null)} disabled={busy}>
              Import nothing
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
