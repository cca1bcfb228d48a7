import { MissingPage } from "@/components/layout/missing-page";
import { MISSING_ARTICLE_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

// The page (and its metadata) call notFound() for a slug that names no article: this answers, with HTTP 404.
export const metadata = missingPageMetadata(MISSING_ARTICLE_PAGE);

export default function ArticleNotFound() {
  return <MissingPage content={MISSING_ARTICLE_PAGE} />;
}
