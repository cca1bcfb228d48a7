/**
 * The NEXT_PUBLIC_ variables a production build inlines into its browser code (the site's address among
 * them), as one string: a build made with other values is stale even when no source changed.
 */
export function publicBuildEnv(env: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(env)
    .filter((entry): entry is [string, string] => entry[0].startsWith("NEXT_PUBLIC_") && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}
