import type { Company } from "@/lib/content/company";

// Legal texts name the company's contact details through {{tokens}}, so a new phone number is changed once,
// in content/company.json, and cannot go stale in a policy.

export const COMPANY_TOKENS = ["legalName", "arn", "email", "phone", "address"] as const;
export type CompanyToken = (typeof COMPANY_TOKENS)[number];

const TOKEN = /\{\{(\w+)\}\}/g;

/** The tokens a text uses that are not known ({{fax}}), so a schema can reject them. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .map((m) => m[1]!)
    .filter((name) => !(COMPANY_TOKENS as readonly string[]).includes(name));
}

/** The text with every known token replaced by the company's value. */
export function fillCompanyTokens(text: string, company: Company): string {
  const values: Record<CompanyToken, string> = {
    legalName: company.legalName,
    arn: `ARN ${company.amfiRegistration.arn}`,
    email: company.contact.email,
    phone: company.contact.phone,
    address: company.contact.address,
  };
  return text.replace(TOKEN, (whole, name: string) => values[name as CompanyToken] ?? whole);
}
