import { z } from "zod";

import { ASSET_CLASSES } from "@/lib/ingest/amfi/types";
import { CANONICAL_CATEGORIES } from "@/lib/ingest/amfi/category-map";
import { PROFILE_NAMES } from "@/lib/risk-profile/profile-names";

export { PROFILE_NAMES, type ProfileName } from "@/lib/risk-profile/profile-names";

const slugId = z.string().regex(/^[a-z0-9-]+$/, "ids are lower-case letters, digits and hyphens");

const optionSchema = z.object({ id: slugId, label: z.string().min(1), points: z.number().int().min(0).max(10) });

const questionSchema = z
  .object({ id: slugId, topic: z.string().min(1), text: z.string().min(1), options: z.array(optionSchema).min(2) })
  .refine((q) => new Set(q.options.map((o) => o.id)).size === q.options.length, {
    message: "option ids must be unique within a question",
    path: ["options"],
  });

const screenSchema = z
  .object({
    // The screener filters on slugs and asset classes; a label here would screen to nothing.
    subcategory: z.array(z.enum(CANONICAL_CATEGORIES.map((c) => c.slug))).optional(),
    category: z.array(z.enum(ASSET_CLASSES)).optional(),
    q: z.string().min(1).optional(),
  })
  .refine((s) => s.subcategory || s.category || s.q, { message: "a screen needs at least one filter" });

const profileSchema = z.object({
  name: z.enum(PROFILE_NAMES),
  minScore: z.number().int().min(0),
  maxScore: z.number().int().min(0),
  summary: z.string().min(1),
  allocation: z
    .object({
      equity: z.number().int().min(0).max(100),
      debt: z.number().int().min(0).max(100),
      gold: z.number().int().min(0).max(100),
    })
    .refine((a) => a.equity + a.debt + a.gold === 100, { message: "equity, debt and gold must add up to 100" }),
  categories: z.array(z.object({ label: z.string().min(1), screen: screenSchema })).min(1),
});

const capSchema = z.object({
  question: slugId,
  option: slugId,
  maxProfile: z.enum(PROFILE_NAMES),
  reason: z.string().min(1),
});

/** The risk questionnaire, its scoring bands and its caps (content/risk-profile.json). */
export const questionnaireSchema = z
  .object({
    version: z.string().min(1),
    intro: z.string().min(1),
    questions: z.array(questionSchema).min(5),
    profiles: z.array(profileSchema).length(PROFILE_NAMES.length),
    caps: z.array(capSchema),
  })
  .superRefine((doc, ctx) => {
    const ids = doc.questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", message: "question ids must be unique", path: ["questions"] });
    const maxScore = doc.questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0);
    // The bands, in the order of PROFILE_NAMES, must cover 0..maxScore without gap or overlap.
    let expectedMin = 0;
    doc.profiles.forEach((profile, i) => {
      if (profile.name !== PROFILE_NAMES[i])
        ctx.addIssue({
          code: "custom",
          message: `profile ${i + 1} must be ${PROFILE_NAMES[i]}`,
          path: ["profiles", i, "name"],
        });
      if (profile.minScore !== expectedMin)
        ctx.addIssue({
          code: "custom",
          message: `must be ${expectedMin}, right after the band before`,
          path: ["profiles", i, "minScore"],
        });
      if (profile.maxScore < profile.minScore)
        ctx.addIssue({ code: "custom", message: "must not be below minScore", path: ["profiles", i, "maxScore"] });
      expectedMin = profile.maxScore + 1;
    });
    const last = doc.profiles.at(-1);
    if (last && last.maxScore !== maxScore)
      ctx.addIssue({
        code: "custom",
        message: `the last band must end at the highest possible score, ${maxScore}`,
        path: ["profiles", doc.profiles.length - 1, "maxScore"],
      });
    doc.caps.forEach((cap, i) => {
      const question = doc.questions.find((q) => q.id === cap.question);
      if (!question)
        ctx.addIssue({ code: "custom", message: `no question "${cap.question}"`, path: ["caps", i, "question"] });
      else if (!question.options.some((o) => o.id === cap.option))
        ctx.addIssue({
          code: "custom",
          message: `question "${cap.question}" has no option "${cap.option}"`,
          path: ["caps", i, "option"],
        });
    });
  });

export type Questionnaire = z.infer<typeof questionnaireSchema>;
export type RiskProfileBand = Questionnaire["profiles"][number];
