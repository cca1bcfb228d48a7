import { z } from "zod";
import raw from "@/content/mutual-funds-guide.json";

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id");
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path such as /mutual-funds/categories");
const paragraph = z.string().min(20).max(900);
const card = z.object({ title: z.string().min(3).max(80), description: z.string().min(20).max(400) });
const faq = z.object({ question: z.string().min(10).max(160).endsWith("?"), answer: z.string().min(20).max(700) });

const section = z
  .object({
    id,
    heading: z.string().min(3).max(80),
    paragraphs: z.array(paragraph).min(1).optional(),
    steps: z.array(card).min(2).optional(),
    link: z.object({ href: sitePath, label: z.string().min(3).max(80) }).optional(),
  })
  .refine((s) => s.paragraphs !== undefined || s.steps !== undefined, { message: "needs paragraphs or steps" });

const faqGroup = z.object({ id, heading: z.string().min(3).max(80), faqs: z.array(faq).min(3) });

export const mutualFundsGuideSchema = z.object({
  lead: z.string().min(20).max(400),
  sections: z.array(section).min(1),
  faqGroups: z.array(faqGroup).length(2),
  entryPointsHeading: z.string().min(3),
  entryPoints: z.array(card.extend({ href: sitePath })).min(1),
});

export type MutualFundsGuide = z.infer<typeof mutualFundsGuideSchema>;
export type GuideSection = MutualFundsGuide["sections"][number];
export type GuideFaqGroup = MutualFundsGuide["faqGroups"][number];
export type GuideEntryPoint = MutualFundsGuide["entryPoints"][number];

/** The /mutual-funds explainer: sections, the two FAQ lists and the entry points (content/mutual-funds-guide.json), checked at load. */
export const MUTUAL_FUNDS_GUIDE: MutualFundsGuide = mutualFundsGuideSchema.parse(raw);
