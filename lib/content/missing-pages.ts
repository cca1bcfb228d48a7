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
