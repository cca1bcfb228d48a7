import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/.data/"],
};

// Two projects: "unit" (pure functions and components, jsdom) and "db" (real PostgreSQL; run through
// scripts/test-db.ts, which starts a throw-away server and passes its address in TEST_DATABASE_URL).
const unit = await createJestConfig({
  ...common,
  displayName: "unit",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/{lib,components,app,content}/**/*.test.{ts,tsx}"],
})();

const db = await createJestConfig({
  ...common,
  displayName: "db",
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,app,scripts}/**/*.db-test.ts"],
})();

// testTimeout is a global option: inside a project it is ignored. Database tests start servers and
// import files, so 60 s; a unit test that needs more than that is wrong anyway.
const config = { projects: [unit, db], testTimeout: 60_000 };
export default config;
