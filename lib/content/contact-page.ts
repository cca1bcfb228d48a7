import { z } from "zod";
import raw from "@/content/contact.json";
import { heading, paragraph } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

export const contactPageSchema = z.object({
  lead: paragraph,
  hours: z.string().min(10).max(120),
  formHeading: heading,
  formLead: paragraph,
  successMessage: z.string().min(10).max(200),
  grievance: paragraph,
});

export type ContactPageContent = z.infer<typeof contactPageSchema>;

export const CONTACT_FILE = "content/contact.json";

/** The /contact-us page's copy (content/contact.json); the phone and email come from content/company.json. */
export const CONTACT_CONTENT: ContactPageContent = parseContent(CONTACT_FILE, contactPageSchema, raw);
