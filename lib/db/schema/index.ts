// Drizzle table definitions, one file per concern, re-exported for drizzle-kit and the queries.
// Roles, the auth schema and extensions live in the SQL migration 0000 (Drizzle cannot express them).
export * from "./funds";
export * from "./imports";
export * from "./navs";
export * from "./metrics";
export * from "./factsheets";
export * from "./offers";
