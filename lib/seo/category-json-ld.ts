// Structured data (schema.org JSON-LD) of the category pages: the breadcrumb trail and the FAQs.
// Pure: components/seo/json-ld.tsx writes it into the page; breadcrumbJsonLd makes the trail's list.
import type { Crumb } from "@/lib/seo/breadcrumb-json-ld";

export type BreadcrumbStep = Crumb;
export type JsonLd = Record<string, unknown>;

export const CATEGORIES_PATH = "/mutual-funds/categories";

/** Home > Mutual funds > Categories, plus the category when there is one. */
export function categoryBreadcrumbTrail(category?: { name: string; slug: string }): BreadcrumbStep[] {
  const trail: BreadcrumbStep[] = [
    { name: "Home", path: "/" },
    { name: "Mutual funds", path: "/mutual-funds" },
    { name: "Categories", path: CATEGORIES_PATH },
  ];
  if (category) trail.push({ name: category.name, path: `${CATEGORIES_PATH}/${category.slug}` });
  return trail;
}

/** A schema.org FAQPage of question-and-answer pairs. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
