import { defineConfig } from "drizzle-kit";

// Used only by `drizzle-kit generate` to write new migration files; the app applies them itself.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});
