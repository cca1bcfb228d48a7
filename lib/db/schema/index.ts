// Drizzle table definitions, one file per concern, re-exported here for drizzle-kit and queries.
// The foundation has no tables of its own yet: its migration (0000) sets up roles, the auth schema
// and extensions in SQL, which Drizzle cannot express.
export {};
