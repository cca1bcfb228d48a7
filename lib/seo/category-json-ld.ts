// Structured data (schema.org JSON-LD) of the category pages: the breadcrumb trail and the FAQs.
// Pure: the component in components/seo/category-json-ld.tsx writes it into the page.

export interface BreadcrumbStep {
  name: string;
  /** Site path, e.g. /mutual-funds/categories. */
  path: string;
}

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

/** `path` against `origin` (e.g. https://fundlens.in) when given, else the path itself. */
function urlOf(path: string, origin?: string): string {
  return origin ? new URL(path, origin).toString() : path;
}

/** A schema.org BreadcrumbList of the trail, positions from 1. */
export function breadcrumbListJsonLd(trail: readonly BreadcrumbStep[], origin?: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: urlOf(step.path, origin) })),
  };
}

/** A schema.org FAQPage of question-and-answer pairs. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}

/**
 * JSON text that is safe inside a <script> element: `<` (so no `</script>` or `<!--` can end it early),
 * `>`, `&` and the line separators U+2028/U+2029 are written as \u escapes, which JSON reads back unchanged.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
