import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/.data/"],
};

// Three projects: "unit" (lib/, node), "unit-jsdom" (components/, app/, content/: jsdom and Testing Library; npm run
// test:unit selects both) and "db" (real PostgreSQL; run through scripts/test-db.ts, which starts a throw-away server
// and passes its address in TEST_DATABASE_URL). lib/ never imports React, so its tests get neither a jsdom window nor
// jest.setup.ts: loading Testing Library and jest-dom into each of its 300 files was most of their fixed cost. A lib
// test that needs the DOM says so with a `/** @jest-environment jsdom */` docblock and a line saying why.
const unit = await createJestConfig({
  ...common,
  displayName: "unit",
  testEnvironment: "node",
  testMatch: ["<rootDir>/lib/**/*.test.{ts,tsx}"],
})();
const unitJsdom = await createJestConfig({
  ...common,
  displayName: "unit-jsdom",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/{components,app,content}/**/*.test.{ts,tsx}"],
})();

// On the second server of npm run test:db (FUNDLENS_TEST_SQL_ONLY) the tests whose subject is SQL run. Not the ones
// that attack the HTTP layer with volume (*-fuzz, *-under-attack), which test request handling and the in-memory
// rate limits; nor the ones that load real public files in bulk (*-real, the corpus of whole AMFI captures), whose
// subject is the files: the importers' SQL runs on both servers in their own tests.
const SQL_ONLY_SKIPS = ["-(fuzz|under-attack|real)\\.db-test\\.ts$", "/amfi-corpus\\.db-test\\.ts$"];
const db = await createJestConfig({
  ...common,
  testPathIgnorePatterns: [
    ...common.testPathIgnorePatterns,
    ...(process.env.FUNDLENS_TEST_SQL_ONLY ? SQL_ONLY_SKIPS : []),
  ],
  displayName: "db",
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,app,scripts}/**/*.db-test.ts"],
})();

// jose, otplib's @scure and @noble helpers, react-markdown and the unified/micromark packages under it ship ES modules only; next/jest leaves
// node_modules untransformed except the packages it lists first in this pattern.
const ESM_PACKAGES = [
  "htmlparser2",
  "domhandler",
  "domutils",
  "domelementtype",
  "dom-serializer",
  "entities",
  "jose",
  "@scure/base",
  "@noble/hashes",
  "react-markdown",
  "unified",
  "bail",
  "is-plain-obj",
  "trough",
  "vfile",
  "vfile-message",
  "unist-util-[^/]+",
  "remark-[^/]+",
  "mdast-util-[^/]+",
  "micromark[^/]*",
  "decode-named-character-reference",
  "character-entities[^/]*",
  "character-reference-invalid",
  "hast-util-[^/]+",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "estree-util-[^/]+",
  "html-url-attributes",
  "devlop",
  "ccount",
  "trim-lines",
  "zwitch",
  "longest-streak",
  "stringify-entities",
  "parse-entities",
  "is-alphabetical",
  "is-alphanumerical",
  "is-decimal",
  "is-hexadecimal",
].join("|");
const esmPackages = (project) => ({
  ...project,
  transformIgnorePatterns: project.transformIgnorePatterns.map((p) =>
    p.replace("/node_modules/(?!.pnpm)(?!(", `/node_modules/(?!.pnpm)(?!(${ESM_PACKAGES}|`),
  ),
});

// testTimeout is a global option: inside a project it is ignored. Database tests start servers and
// import files, so 60 s; a unit test that needs more than that is wrong anyway.
const config = { projects: [esmPackages(unit), esmPackages(unitJsdom), esmPackages(db)], testTimeout: 60_000 };
export default config;
