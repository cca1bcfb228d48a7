// Path ids (users, factors, identities) are UUIDs; anything else never reaches a query, where the
// uuid cast would fail as a server error instead of answering the client.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
