import { MissingPage } from "@/components/layout/missing-page";
import { MISSING_FUND_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

// The page (and its metadata) call notFound() for a scheme code that names no fund: this answers, with HTTP 404.
export const metadata = missingPageMetadata(MISSING_FUND_PAGE);

export default function FundNotFound() {
  return <MissingPage content={MISSING_FUND_PAGE} />;
}
