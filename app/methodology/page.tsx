import { ProseSections } from "@/components/content/prose-sections";
import styles from "@/components/content/content.module.css";
import { methodologySections } from "@/lib/content/methodology";
import { parseServerEnv } from "@/lib/env/server-env";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/methodology");
export const metadata = metadataFor(route, "How we calculate returns, risk ratios and ranks");

export default function MethodologyPage() {
  // The risk-free rate is a deployment setting: the page states the one the metrics were computed with.
  const sections = methodologySections({ riskFreeRate: parseServerEnv().RISK_FREE_RATE });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.lead}>
        {route.summary} Every number on this page is read from the code that computes the figures, so the rules below
        are the ones applied.
      </p>
      <nav aria-label="On this page">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ProseSections sections={sections} />
    </div>
  );
}
