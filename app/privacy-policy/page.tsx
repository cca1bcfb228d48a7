import { LegalPage } from "@/components/content/legal-page";
import { legalDocument } from "@/lib/content/legal-pages";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/privacy-policy");
export const metadata = metadataFor(route);

export default function Page() {
  return <LegalPage document={legalDocument("privacy-policy")} />;
}
