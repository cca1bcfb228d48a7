import type { MenuLink } from "@/lib/navigation/menus";

export const FOOTER_SECTIONS: readonly { title: string; links: readonly MenuLink[] }[] = [
  {
    title: "Product",
    links: [
      { title: "Fund screener", link: "/mutual-funds/mutual-fund-screener" },
      { title: "Compare funds", link: "/mutual-funds/compare-mutual-funds" },
      { title: "New fund offers", link: "/mutual-funds/new-fund-offers" },
      { title: "Fund baskets", link: "/mutual-funds/baskets" },
      { title: "Calculators", link: "/calculators" },
      { title: "Risk profiling", link: "/risk-profiling" },
      { title: "Goal planning", link: "/goal-planning" },
    ],
  },
  {
    title: "Resources",
    links: [
      { title: "All about mutual funds", link: "/mutual-funds" },
      { title: "Fund categories", link: "/mutual-funds/categories" },
      { title: "Fund houses (AMCs)", link: "/mutual-funds/asset-management-companies" },
      { title: "Popular portfolios", link: "/popular-portfolios" },
      { title: "Blog", link: "/blog" },
      { title: "Features", link: "/features" },
      { title: "How we calculate", link: "/methodology" },
    ],
  },
  {
    title: "Company",
    links: [
      { title: "About us", link: "/about" },
      { title: "Contact us", link: "/contact-us" },
      { title: "Privacy policy", link: "/privacy-policy" },
      { title: "Terms of use", link: "/terms-of-use" },
      { title: "Cookie policy", link: "/cookie-policy" },
    ],
  },
];
