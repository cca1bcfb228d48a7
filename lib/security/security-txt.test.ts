import { readFileSync } from "node:fs";
import path from "node:path";
import { COMPANY } from "@/lib/content/company";

// public/.well-known/security.txt is a static file, so nothing keeps it in step with the content or the calendar
// but this test. RFC 9116: Contact and Expires are required, and a file past its Expires is to be treated as stale.
const text = readFileSync(path.join(process.cwd(), "public", ".well-known", "security.txt"), "utf8");
const fields = new Map(
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()] as const),
);

describe("security.txt", () => {
  it("names the support address of content/company.json as the contact", () => {
    expect(fields.get("Contact")).toBe(`mailto:${COMPANY.contact.email}`);
  });

  it("has not expired, and expires within a year (renew it yearly)", () => {
    const expires = Date.parse(fields.get("Expires") ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
  });

  it("has only fields RFC 9116 defines", () => {
    const known = [
      "Acknowledgments",
      "Canonical",
      "Contact",
      "Encryption",
      "Expires",
      "Hiring",
      "Policy",
      "Preferred-Languages",
    ];
    expect([...fields.keys()].filter((name) => !known.includes(name))).toEqual([]);
  });
});
