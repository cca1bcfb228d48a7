import { z } from "zod";
import raw from "@/content/about.json";
import { card, heading, paragraph, proseSection } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

export const aboutContentSchema = z.object({
  lead: paragraph,
  sections: z.array(proseSection).min(1),
  principlesHeading: heading,
  principles: z.array(card).min(2).max(8),
});

export type AboutContent = z.infer<typeof aboutContentSchema>;

export const ABOUT_FILE = "content/about.json";

/** The /about page's copy (content/about.json), checked at load. */
export const ABOUT_CONTENT: AboutContent = parseContent(ABOUT_FILE, aboutContentSchema, raw);
