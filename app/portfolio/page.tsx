import { PortfolioView } from "@/components/portfolio/portfolio-view";
import { FEATURES_CONTENT } from "@/lib/content/features";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/portfolio");
export const metadata = metadataFor(route);
// "Today" (the latest date a transaction may have) is India's date at the time of the request.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <div className="container">
      <h1>{route.title}</h1>
      <p>{route.summary}</p>
      <PortfolioView today={todayInIndia()} importNote={FEATURES_CONTENT.holdingsImportNote} />
    </div>
  );
}
