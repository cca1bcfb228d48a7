import { z } from "zod";
import raw from "@/content/faqs.json";
import { faqGroup } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

// The platform and goal-planning FAQ sets. The mutual-fund and equity-fund sets live with the /mutual-funds
// guide (content/mutual-funds-guide.json), where they are shown.
export const faqsContentSchema = z.object({ platform: faqGroup, goalPlanning: faqGroup });

export type FaqsContent = z.infer<typeof faqsContentSchema>;

export const FAQS_FILE = "content/faqs.json";

/** The FAQ sets of content/faqs.json, checked at load. */
export const FAQS: FaqsContent = parseContent(FAQS_FILE, faqsContentSchema, raw);
