import { serializeJsonLd, type JsonLd } from "@/lib/seo/category-json-ld";

/** One JSON-LD block; the text is escaped by serializeJsonLd, so content can never close the script early. */
export function CategoryJsonLd({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
