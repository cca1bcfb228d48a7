import { NFO_LIST_PATH } from "@/lib/seo/nfo-breadcrumbs";

/** What a 404 page says: its title, a short label above the heading, the heading, one line, and where to go. */
export interface MissingPageContent {
  title: string;
  eyebrow: string;
  heading: string;
  message: string;
  links: readonly { href: string; label: string }[];
}

const SCREENER = { href: "/mutual-funds/mutual-fund-screener", label: "Screen all mutual funds" };
const HOME = { href: "/", label: "Home" };

/** Any path the site has no page for (app/not-found.tsx). */
export const UNKNOWN_PATH_PAGE: MissingPageContent = {
  title: "Coming soon",
  eyebrow: "Coming soon",
  heading: "We are still building this page",
  message: "The page you asked for does not exist yet. These are ready for you now:",
  links: [
    SCREENER,
    { href: "/calculators", label: "Calculators" },
    { href: "/mutual-funds", label: "All about mutual funds" },
    HOME,
  ],
};

/** A new fund offer address whose id names no offer (or is no id at all). */
export const MISSING_OFFER_PAGE: MissingPageContent = {
  title: "New fund offer not found",
  eyebrow: "Not found",
  heading: "New fund offer not found",
  message:
    "No new fund offer has this address: the link may be mistyped, or the offer may have been withdrawn. These may help:",
  links: [{ href: NFO_LIST_PATH, label: "All new fund offers" }, SCREENER, HOME],
};

/** A fund address whose scheme code names no fund we list. */
export const MISSING_FUND_PAGE: MissingPageContent = {
  title: "Fund not found",
  eyebrow: "Not found",
  heading: "Fund not found",
  message:
    "No mutual fund scheme has this address: the scheme code may be mistyped, or the scheme may have been merged or wound up. These may help:",
  links: [SCREENER, { href: "/mutual-funds/categories", label: "Funds by category" }, HOME],
};

/** A fund house address whose id names no fund house. */
export const MISSING_AMC_PAGE: MissingPageContent = {
  title: "Fund house not found",
  eyebrow: "Not found",
  heading: "Fund house not found",
  message:
    "No fund house has this address: the link may be mistyped, or the fund house may have merged into another. These may help:",
  links: [{ href: "/mutual-funds/asset-management-companies", label: "All fund houses" }, SCREENER, HOME],
};

/** A category address whose slug names no fund category. */
export const MISSING_CATEGORY_PAGE: MissingPageContent = {
  title: "Category not found",
  eyebrow: "Not found",
  heading: "Category not found",
  message: "No fund category has this address: the link may be mistyped. These may help:",
  links: [{ href: "/mutual-funds/categories", label: "All fund categories" }, SCREENER, HOME],
};

/** A blog address that names no article. */
export const MISSING_ARTICLE_PAGE: MissingPageContent = {
  title: "Article not found",
  eyebrow: "Not found",
  heading: "Article not found",
  message:
    "No article has this address: the link may be mistyped, or the article may have been taken down. These may help:",
  links: [{ href: "/blog", label: "All articles" }, { href: "/calculators", label: "Calculators" }, HOME],
};
