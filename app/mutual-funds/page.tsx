import type { Metadata } from "next";
import { CategoryBreadcrumb } from "@/components/categories/category-breadcrumb";
import { GuideEntryPoints } from "@/components/guide/guide-entry-points";
import { GuideFaqs } from "@/components/guide/guide-faqs";
import { GuideSections } from "@/components/guide/guide-sections";
import styles from "@/components/guide/guide.module.css";
import { MUTUAL_FUNDS_GUIDE } from "@/lib/content/mutual-funds-guide";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/mutual-funds");
const guide = MUTUAL_FUNDS_GUIDE;

export const metadata: Metadata = {
  ...metadataFor(route, "Mutual funds in India: a guide for investors, with FAQs"),
};

export default function MutualFundsPage() {
  return (
    <div className={`container ${styles.page}`}>
      <CategoryBreadcrumb
        trail={[
          { name: "Home", path: "/" },
          { name: route.title, path: route.path },
        ]}
      />
      <h1>{route.title}</h1>
      <p className={styles.lead}>{guide.lead}</p>
      <nav aria-label="On this page" className={styles.toc}>
        <ol>
          {[...guide.sections, ...guide.faqGroups].map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{part.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <GuideSections sections={guide.sections} />
      <GuideFaqs groups={guide.faqGroups} />
      <GuideEntryPoints heading={guide.entryPointsHeading} entryPoints={guide.entryPoints} />
    </div>
  );
}
