import { z } from "zod";
import raw from "@/content/home.json";
import { heading, kebabId, paragraph } from "@/lib/content/content-fields";
import { parseContent } from "@/lib/content/parse-content";

/** The five behavioural biases the home page shows, in order; the file must have exactly these. */
export const BIAS_IDS = [
  "loss-and-regret-aversion",
  "overconfidence",
  "herding",
  "recency-bias",
  "mental-accounting",
] as const;

const label = z.string().min(3).max(60);

const bias = z.object({
  id: kebabId,
  title: z.string().min(3).max(60),
  description: z.string().min(40).max(500),
  remedy: z.string().min(20).max(300),
});

export const homeContentSchema = z.object({
  hero: z.object({ eyebrow: z.string().min(3).max(90), heading, paragraphs: z.array(paragraph).min(1).max(3) }),
  riskProfile: z.object({
    heading,
    paragraphs: z.array(paragraph).min(1).max(3),
    startLabel: label,
    signupLabel: label,
  }),
  biasesHeading: heading,
  biasesLead: paragraph,
  biases: z
    .array(bias)
    .length(BIAS_IDS.length)
    .refine((list) => list.every((entry, index) => entry.id === BIAS_IDS[index]), {
      message: `must be the five biases in this order: ${BIAS_IDS.join(", ")}`,
    }),
  faqHeading: heading,
  signup: z.object({ heading, text: paragraph, label }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
export type BiasCard = HomeContent["biases"][number];

export const HOME_FILE = "content/home.json";

/** The landing page's copy (content/home.json), checked when the module loads (so `next build` fails on a broken file). */
export const HOME_CONTENT: HomeContent = parseContent(HOME_FILE, homeContentSchema, raw);
