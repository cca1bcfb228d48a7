import { z } from "zod";
import raw from "@/content/amc-guide.json";

const card = z.object({ title: z.string().min(3).max(80), description: z.string().min(20).max(400) });

export const amcGuideSchema = z.object({
  functionsHeading: z.string().min(3),
  functions: z.array(card).length(6),
  criteriaHeading: z.string().min(3),
  criteria: z.array(card).length(6),
});

export type AmcGuide = z.infer<typeof amcGuideSchema>;

/** The six functions of an asset manager and six criteria for choosing one (content/amc-guide.json), checked at load. */
export const AMC_GUIDE: AmcGuide = amcGuideSchema.parse(raw);
