import type { Metadata } from "next";
import Link from "next/link";
import { EndpointDoc, type OperationDoc } from "@/components/api-docs/endpoint-doc";
import styles from "@/components/api-docs/api-docs.module.css";
import { PUBLIC_ENDPOINTS } from "@/lib/api/endpoints";
import { buildOpenApiDocument } from "@/lib/api/openapi/build-openapi-document";

export const metadata: Metadata = {
  title: "Product API reference",
  description: "Every public endpoint of the FundLens product API: parameters, defaults and response shapes.",
};

const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function ApiDocsPage() {
  const document = buildOpenApiDocument(PUBLIC_ENDPOINTS) as {
    info: { description: string };
    paths: Record<string, Record<string, OperationDoc>>;
  };
  const tags = [...new Set(PUBLIC_ENDPOINTS.map((endpoint) => endpoint.tag))];
  return (
    <div className={`container ${styles.page}`}>
      <h1>Product API reference</h1>
      <p className={styles.intro}>{document.info.description}</p>
      <p>
        Machine-readable: <Link href="/api/v1/openapi.json">/api/v1/openapi.json</Link> (OpenAPI 3.1).
      </p>
      {tags.map((tag) => (
        <section key={tag} className={styles.tag} aria-labelledby={tagId(tag)}>
          <h2 id={tagId(tag)}>{tag}</h2>
          {PUBLIC_ENDPOINTS.filter((endpoint) => endpoint.tag === tag).map((endpoint) => (
            <EndpointDoc
              key={`${endpoint.method} ${endpoint.path}`}
              method={endpoint.method}
              path={endpoint.path}
              operation={document.paths[endpoint.path]![endpoint.method.toLowerCase()]!}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
