import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Encrypts a PDF with AES-256 and a user password, as the registrars send statements (qpdf, from Debian). */
export function encryptPdf(bytes: Uint8Array, password: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "synthetic-cas-"));
  try {
    writeFileSync(join(dir, "in.pdf"), bytes);
    execFileSync("qpdf", [
      "--encrypt",
      password,
      `${password}-owner`,
      "256",
      "--",
      join(dir, "in.pdf"),
      join(dir, "out.pdf"),
    ]);
    return new Uint8Array(readFileSync(join(dir, "out.pdf")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether qpdf is installed (tests that encrypt skip with a reason when it is not). */
export function hasQpdf(): boolean {
  try {
    execFileSync("qpdf", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
