import styles from "./api-docs.module.css";

export interface ParameterDoc {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
}

export interface OperationDoc {
  summary: string;
  description?: string;
  parameters: ParameterDoc[];
  requestBody?: { content: { "application/json": { schema: unknown } } };
  responses: Record<string, { description?: string; content?: { "application/json": { schema: unknown } } }>;
}

function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (schema.type === "array") return `list of ${typeOf((schema.items ?? {}) as Record<string, unknown>)}`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Record<string, unknown>[]).map(typeOf).join(" | ");
  const range = [
    schema.minimum !== undefined ? `≥ ${String(schema.minimum)}` : null,
    schema.maximum !== undefined ? `≤ ${String(schema.maximum)}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `${String(schema.type ?? "any")}${range ? ` (${range})` : ""}`;
}

export function EndpointDoc({ method, path, operation }: { method: string; path: string; operation: OperationDoc }) {
  const success = operation.responses["200"]?.content?.["application/json"].schema;
  return (
    <article className={styles.endpoint} id={`${method}-${path}`}>
      <h3 className={styles.signature}>
        <span className={`${styles.method} ${method === "POST" ? styles.post : ""}`}>{method}</span>
        <span className={styles.path}>{path}</span>
      </h3>
      <p>{operation.summary}</p>
      {operation.description ? <p>{operation.description}</p> : null}
      {operation.parameters.length > 0 ? (
        <table className={styles.params}>
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td className={styles.code}>
                  {parameter.name}
                  {parameter.required ? " (required)" : ""}
                  {parameter.in === "path" ? " (in path)" : ""}
                </td>
                <td className={styles.code}>{typeOf(parameter.schema)}</td>
                <td className={styles.code}>
                  {parameter.schema.default === undefined ? "" : String(parameter.schema.default)}
                </td>
                <td>{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {operation.requestBody ? (
        <details>
          <summary>Request body (JSON)</summary>
          <pre className={styles.schema}>
            {JSON.stringify(operation.requestBody.content["application/json"].schema, null, 2)}
          </pre>
        </details>
      ) : null}
      {success ? (
        <details>
          <summary>Response</summary>
          <pre className={styles.schema}>{JSON.stringify(success, null, 2)}</pre>
        </details>
      ) : null}
    </article>
  );
}
