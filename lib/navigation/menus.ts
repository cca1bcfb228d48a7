// Header menus. Icons are named here and drawn by components/icons.
import type { CalculatorIconName } from "@/lib/content/calculators";

export type IconName =
  | "home"
  | "portfolio"
  | "funds"
  | "tools"
  | "bookmark"
  | "bell"
  | "profile"
  | "sign-out"
  | "menu"
  | "close"
  | "chevron-down"
  | CalculatorIconName;

export interface MenuLink {
  title: string;
  link: string;
}

export interface MenuItem {
  title: string;
  /** Where the item itself goes; dropdowns have no link of their own. */
  link?: string;
  icon?: IconName;
  subItems?: readonly MenuLink[];
  /** Path prefixes that make this item the active tab. */
  activePrefixes: readonly string[];
}

export const MUTUAL_FUNDS_MENU: readonly MenuLink[] = [
  { title: "All About Mutual Fund", link: "/mutual-funds" },
  { title: "Screener", link: "/mutual-funds/mutual-fund-screener" },
  { title: "NFO", link: "/mutual-funds/new-fund-offers" },
  { title: "Baskets", link: "/mutual-funds/baskets" },
  { title: "Compare", link: "/mutual-funds/compare-mutual-funds" },
];

export const TOOLS_MENU: readonly MenuLink[] = [
  { title: "Risk Profiling", link: "/risk-profiling" },
  { title: "Goal Planning", link: "/goal-planning" },
  { title: "Calculators", link: "/calculators" },
];

const TOOLS_PREFIXES = ["/risk-profiling", "/goal-planning", "/calculators"];

export const LOGGED_OUT_MENU: readonly MenuItem[] = [
  { title: "Features", link: "/features", activePrefixes: ["/features"] },
  { title: "Mutual Funds", icon: "funds", subItems: MUTUAL_FUNDS_MENU, activePrefixes: ["/mutual-funds"] },
  { title: "Tools", icon: "tools", subItems: TOOLS_MENU, activePrefixes: TOOLS_PREFIXES },
];

export const LOGGED_IN_MENU: readonly MenuItem[] = [
  { title: "Home", link: "/dashboard", icon: "home", activePrefixes: ["/dashboard"] },
  { title: "Portfolio", link: "/portfolio", icon: "portfolio", activePrefixes: ["/portfolio"] },
  { title: "Mutual Funds", icon: "funds", subItems: MUTUAL_FUNDS_MENU, activePrefixes: ["/mutual-funds"] },
  { title: "Tools", icon: "tools", subItems: TOOLS_MENU, activePrefixes: TOOLS_PREFIXES },
];

/** Mobile-only shortcuts of the logged-in header. */
export const LOGGED_IN_MOBILE_SHORTCUTS = [
  { title: "Watchlists", link: "/watchlist", icon: "bookmark" },
  { title: "Profile", link: "/profile", icon: "profile" },
] as const satisfies readonly (MenuLink & { icon: IconName })[];

/** True when `pathname` equals a prefix or lies under it ("/mutual-funds" matches "/mutual-funds/nfo", not "/mutual-fundsx"). */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isActiveItem(item: MenuItem, pathname: string): boolean {
  return item.activePrefixes.some((prefix) => matchesPrefix(pathname, prefix));
}
