// The sidebar layouts' menus. Shown to members only, on desktop.
import type { IconName, MenuLink } from "@/lib/navigation/menus";

export interface SidebarItem {
  title: string;
  link: string;
  icon: IconName;
  subItems?: readonly MenuLink[];
  /** The item's detail pages live under its link (an NFO's page, a fund's page): they highlight it too. */
  detailPages?: boolean;
}

export const MUTUAL_FUNDS_SIDEBAR: readonly SidebarItem[] = [
  { title: "Screener", link: "/mutual-funds/mutual-fund-screener", icon: "funds", detailPages: true },
  { title: "NFO", link: "/mutual-funds/new-fund-offers", icon: "bell", detailPages: true },
  { title: "Basket", link: "/mutual-funds/baskets", icon: "bookmark" },
  { title: "Compare", link: "/mutual-funds/compare-mutual-funds", icon: "arrows-transfer" },
];

/** These four entries have no page yet: shown as not yet available, never as links. */
export const UNLINKED_SIDEBAR_ITEMS = ["PHA", "Fund Analysis", "Holdings", "Transactions"] as const;

// The four Financial Plan entries all point at /goal-planning.
const FINANCIAL_PLAN: readonly MenuLink[] = ["Spending Habits", "My Finance", "Emergency Fund", "Goal Planner"].map(
  (title) => ({ title, link: "/goal-planning" }),
);

/** The tools layout's menu; the calculators' sub-items come from the calculator catalogue. */
export function toolsSidebar(calculators: readonly MenuLink[]): readonly SidebarItem[] {
  return [
    { title: "Risk Profiling", link: "/risk-profiling", icon: "trend-up" },
    { title: "Financial Plan", link: "/goal-planning", icon: "wallet-out", subItems: FINANCIAL_PLAN },
    { title: "Calculators", link: "/calculators", icon: "calendar-repeat", subItems: calculators },
  ];
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Highlighted when the path equals the item's link, is one of its detail pages, or lies under a sub-item's link. */
export function isSidebarItemActive(item: SidebarItem, pathname: string): boolean {
  if (pathname === item.link || (item.detailPages && under(pathname, item.link))) return true;
  return (item.subItems ?? []).some((sub) => under(pathname, sub.link));
}
