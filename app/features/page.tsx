import styles from "@/components/content/content.module.css";
import { ProseSections } from "@/components/content/prose-sections";
import { GuideFaqs } from "@/components/guide/guide-faqs";
import { LazyEmergencyFundPanel } from "@/components/planning/lazy-emergency-fund-panel";
import { FAQS } from "@/lib/content/faqs";
import { FEATURES_CONTENT } from "@/lib/content/features";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/features");
export const metadata = metadataFor(route);

export default function FeaturesPage() {
  const features = FEATURES_CONTENT;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.lead}>{features.lead}</p>
      <nav aria-label="On this page">
        <ul className={styles.tags}>
          {features.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ProseSections
        sections={features.sections}
        after={[
          {
            id: "goal-planning",
            node: (
              <section className={styles.section} aria-labelledby="live-emergency-fund">
                <h3 id="live-emergency-fund">Try it: the emergency fund tool</h3>
                <p>
                  This is the real tool from the financial plan. Your figures stay in this page unless you log in and
                  save them.
                </p>
                <LazyEmergencyFundPanel />
              </section>
            ),
          },
          { id: features.goalFaqsAfter, node: <GuideFaqs groups={[FAQS.goalPlanning]} /> },
        ]}
      />
    </div>
  );
}
