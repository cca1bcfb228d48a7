import { MissingPage } from "@/components/layout/missing-page";
import { UNKNOWN_PATH_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

export const metadata = missingPageMetadata(UNKNOWN_PATH_PAGE);

// Any unknown path (including unknown paths under /mutual-funds and /calculators) renders this page with HTTP 404.
export default function ComingSoon() {
  return <MissingPage content={UNKNOWN_PATH_PAGE} />;
}
