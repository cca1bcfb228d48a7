import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds/new-fund-offers");
export const metadata = metadataFor(route);

export default function Page() {
  return <PlannedPage title={route.title} summary={route.summary} />;
}
