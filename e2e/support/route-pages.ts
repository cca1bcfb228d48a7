import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { concretePath, ROUTES } from "@/lib/routes/route-table";
import { expectNoSeriousA11yViolations } from "./axe";
import { CONTENT_PAGES } from "./content-pages";
import { signUp } from "./member";
import { E2E_BASE_URL } from "./server-env";

/** The two widths every page is checked at: a common laptop and the narrowest common phone. */
export const DESKTOP_VIEWPORT = { width: 1366, height: 768 };
export const PHONE_VIEWPORT = { width: 375, height: 812 };

type Route = (typeof ROUTES)[number];

// Members' pages (protected, and the portfolio the member menu links to) are visited signed in.
const forMembers = (route: Route) => route.access === "protected" || route.access === "member-nav";

// Content pages are loaded, scanned and checked for more in content.spec.ts and content.mobile.spec.ts.
const checkedHere = ROUTES.filter((route) => !CONTENT_PAGES.includes(concretePath(route)));

/** Every page of the route table a visitor can open (all but the protected ones), as concrete paths. */
export const PUBLIC_PAGE_PATHS: readonly string[] = ROUTES.filter((route) => route.access !== "protected").map(
  concretePath,
);

/** Pages of the route table a visitor opens here (public and public-only), as concrete paths. */
export const VISITOR_PATHS: readonly string[] = checkedHere.filter((r) => !forMembers(r)).map(concretePath);
/** Pages of the route table opened here as a signed-in member. */
export const MEMBER_PATHS: readonly string[] = checkedHere.filter(forMembers).map(concretePath);

/**
 * One load per page: it answers 200 with its own heading (below 1024 px a members' page shows its desktop-only
 * message as the heading), is no placeholder, and axe-core finds no serious or critical violation on it.
 */
export async function expectRoutePage(page: Page, path: string, where: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // A member's page that fell back to the login page would pass the rest while checking the wrong page.
  if (MEMBER_PATHS.includes(path)) expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("We are still building this page")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, where);
  if (MEMBER_PATHS.includes(path)) expect(new URL(page.url()).pathname).toBe(path);
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * `test` whose pages start signed in: one member per worker, signed up on the worker's first member test, whose
 * session (cookie and local storage) each test's fresh context starts from.
 */
export const memberTest = base.extend<object, { memberState: StorageState }>({
  // `provide` is Playwright's `use`, renamed so React's hook lint does not take it for a hook.
  memberState: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      const page = await context.newPage();
      const tag = `${workerInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      await signUp(page, `route-table-${tag}@example.com`);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],
  storageState: async ({ memberState }, provide) => provide(memberState),
});
