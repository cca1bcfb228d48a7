import { MissingPage } from "@/components/layout/missing-page";
import { MISSING_AMC_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

// The page (and its metadata) call notFound() for an id that names no fund house: this answers, with HTTP 404.
export const metadata = missingPageMetadata(MISSING_AMC_PAGE);

export default function FundHouseNotFound() {
  return <MissingPage content={MISSING_AMC_PAGE} />;
}
