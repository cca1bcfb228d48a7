import { MissingPage } from "@/components/layout/missing-page";
import { MISSING_OFFER_PAGE } from "@/lib/content/missing-pages";
import { missingPageMetadata } from "@/lib/routes/metadata";

// The page (and its metadata) call notFound() for an id that names no offer: this answers, with HTTP 404.
export const metadata = missingPageMetadata(MISSING_OFFER_PAGE);

export default function OfferNotFound() {
  return <MissingPage content={MISSING_OFFER_PAGE} />;
}
