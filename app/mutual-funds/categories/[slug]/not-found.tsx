import { MissingPage } from "@/components/layout/missing-page";
import { MISSING_CATEGORY_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

// The page (and its metadata) call notFound() for a slug that names no category: this answers, with HTTP 404.
export const metadata = missingPageMetadata(MISSING_CATEGORY_PAGE);

export default function CategoryNotFound() {
  return <MissingPage content={MISSING_CATEGORY_PAGE} />;
}
