import { z } from "zod";
import raw from "@/content/features.json";
import { kebabId, link, paragraph, proseSection } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

const featureSection = proseSection.extend({ link });

export const featuresContentSchema = z
  .object({
    lead: paragraph,
    sections: z.array(featureSection).min(3),
    /** The section after which the goal-planning FAQs are shown. */
    goalFaqsAfter: kebabId,
    /** The promise of a holdings import, shown on the portfolio page. */
    holdingsImportNote: paragraph,
  })
  .superRefine((content, ctx) => {
    const ids = content.sections.map((section) => section.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({ code: "custom", path: ["sections", index, "id"], message: `repeats the id ${id}` });
    });
    if (!ids.includes(content.goalFaqsAfter))
      ctx.addIssue({
        code: "custom",
        path: ["goalFaqsAfter"],
        message: `must be one of the section ids: ${ids.join(", ")}`,
      });
  });

export type FeaturesContent = z.infer<typeof featuresContentSchema>;
export type FeatureSection = FeaturesContent["sections"][number];

export const FEATURES_FILE = "content/features.json";

/** The /features page's sections (content/features.json), checked at load. */
export const FEATURES_CONTENT: FeaturesContent = parseContent(FEATURES_FILE, featuresContentSchema, raw);
