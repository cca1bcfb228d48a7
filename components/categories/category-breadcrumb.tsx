import Link from "next/link";
import { JsonLd } from "@/components/seo/json-ld";
import { siteUrl } from "@/lib/env/public-env";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import type { BreadcrumbStep } from "@/lib/seo/category-json-ld";
import styles from "./categories.module.css";

/** The visible trail (the last step is the page itself) and its BreadcrumbList JSON-LD, with absolute URLs. */
export function CategoryBreadcrumb({ trail }: { trail: readonly BreadcrumbStep[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          {trail.map((step, index) =>
            index === trail.length - 1 ? (
              <li key={step.path} aria-current="page">
                {step.name}
              </li>
            ) : (
              <li key={step.path}>
                <Link href={step.path}>{step.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail, siteUrl())} />
    </>
  );
}
