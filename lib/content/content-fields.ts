import { z } from "zod";

// Field rules shared by the content files' schemas, so every file words the same limits the same way.

export const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a kebab-case id such as loss-aversion");
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/-]*(?:\?[a-z0-9_=&.-]+)?$/, "must be a site path such as /mutual-funds/categories");
export const heading = z.string().min(3).max(90);
export const paragraph = z.string().min(20).max(1200);
export const card = z.object({ title: z.string().min(3).max(80), description: z.string().min(20).max(500) });
export const faq = z.object({
  question: z.string().min(10).max(160).endsWith("?"),
  answer: z.string().min(20).max(900),
});
export const faqGroup = z.object({ id: kebabId, heading, faqs: z.array(faq).min(3) });
export const link = z.object({ href: sitePath, label: z.string().min(3).max(80) });
export const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

/** A titled block of prose: paragraphs and, optionally, a bulleted list after them. */
export const proseSection = z.object({
  id: kebabId,
  heading,
  paragraphs: z.array(paragraph).min(1),
  bullets: z.array(z.string().min(3).max(600)).min(2).optional(),
});

export type Faq = z.infer<typeof faq>;
export type FaqGroup = z.infer<typeof faqGroup>;
export type ProseSection = z.infer<typeof proseSection>;
export type ContentLink = z.infer<typeof link>;
