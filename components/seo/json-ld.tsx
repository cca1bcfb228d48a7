import { jsonLdText } from "@/lib/seo/json-ld-text";

/** Structured data for search engines, serialized so that no value can break out of the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
