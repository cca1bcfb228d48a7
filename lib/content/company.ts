import { z } from "zod";
import raw from "@/content/company.json";

export const companySchema = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  amfiRegistration: z.object({
    arn: z.string().regex(/^ARN-\d{1,7}$/, "an AMFI Registration Number looks like ARN-123456"),
    validTill: z.iso.date(),
  }),
  contact: z.object({ phone: z.string().min(8), email: z.email(), address: z.string().min(1) }),
  social: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
  disclaimer: z.array(z.string().min(1)).min(1),
});

export type Company = z.infer<typeof companySchema>;

/** Company details from content/company.json, validated when the module loads (so `next build` fails on a broken file). */
export const COMPANY: Company = companySchema.parse(raw);
