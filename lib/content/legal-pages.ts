import { z } from "zod";
import cookieRaw from "@/content/legal/cookie-policy.json";
import privacyRaw from "@/content/legal/privacy-policy.json";
import termsRaw from "@/content/legal/terms-of-use.json";
import { COMPANY } from "@/lib/content/company";
import { fillCompanyTokens, unknownTokens, COMPANY_TOKENS } from "@/lib/content/company-tokens";
import { heading, isoDate, paragraph, proseSection } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

const withKnownTokens = <T extends z.ZodString>(schema: T) =>
  schema.refine((text) => unknownTokens(text).length === 0, {
    message: `uses an unknown {{token}}; known tokens: ${COMPANY_TOKENS.join(", ")}`,
  });

const legalSection = proseSection.extend({
  paragraphs: z.array(withKnownTokens(paragraph)).min(1),
  bullets: z
    .array(withKnownTokens(z.string().min(3).max(600)))
    .min(2)
    .optional(),
});

const cookieRow = z.object({
  name: z.string().min(2).max(60),
  kind: z.enum(["essential", "analytics"]),
  purpose: z.string().min(20).max(300),
  duration: z.string().min(3).max(60),
  setBy: z.string().min(2).max(40),
});

export const legalDocumentSchema = z.object({
  title: heading,
  lastUpdated: isoDate,
  intro: z.array(withKnownTokens(paragraph)).min(1),
  sections: z.array(legalSection).min(2),
  cookies: z.array(cookieRow).min(1).optional(),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type CookieRow = NonNullable<LegalDocument["cookies"]>[number];

export const LEGAL_PAGE_IDS = ["privacy-policy", "terms-of-use", "cookie-policy"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export const LEGAL_FILES: Record<LegalPageId, { file: string; raw: unknown }> = {
  "privacy-policy": { file: "content/legal/privacy-policy.json", raw: privacyRaw },
  "terms-of-use": { file: "content/legal/terms-of-use.json", raw: termsRaw },
  "cookie-policy": { file: "content/legal/cookie-policy.json", raw: cookieRaw },
};

/** A legal text, validated, with the company's details filled in for its {{tokens}}. */
export function parseLegalDocument(file: string, raw: unknown): LegalDocument {
  const document = parseContent(file, legalDocumentSchema, raw);
  const fill = (text: string) => fillCompanyTokens(text, COMPANY);
  return {
    ...document,
    intro: document.intro.map(fill),
    sections: document.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      bullets: section.bullets?.map(fill),
    })),
  };
}

const DOCUMENTS = Object.fromEntries(
  LEGAL_PAGE_IDS.map((id) => [id, parseLegalDocument(LEGAL_FILES[id].file, LEGAL_FILES[id].raw)]),
) as Record<LegalPageId, LegalDocument>;

/** One legal page's text, checked when the module loads (so `next build` fails on a broken file). */
export function legalDocument(id: LegalPageId): LegalDocument {
  return DOCUMENTS[id];
}
