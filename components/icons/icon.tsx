import type { IconName } from "@/lib/navigation/menus";
import { CHEVRON_DOWN_PATH, MENU_PATH } from "./header-icon-paths";
import { SvgIcon } from "./svg-icon";

// Every icon by name (the members' menus and sidebar name theirs in data).
const PATHS: Record<IconName, string> = {
  home: "M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5",
  portfolio: "M3 7h18v13H3zM8 7V4h8v3M3 12h18",
  funds: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  tools: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  "sign-out": "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  menu: MENU_PATH,
  close: "M6 6l12 12M18 6L6 18",
  "chevron-down": CHEVRON_DOWN_PATH,
  "calendar-repeat": "M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M15 13a3 3 0 1 0 .9 2.1M15 11v2h-2",
  coins:
    "M9 8a5 2 0 1 0 10 0 5 2 0 1 0-10 0M9 8v4c0 1.1 2.2 2 5 2s5-.9 5-2V8M5 12a5 2 0 1 0 10 0M5 12v4c0 1.1 2.2 2 5 2s5-.9 5-2v-4",
  "arrows-transfer": "M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4",
  "wallet-out": "M3 7h15v13H3zM3 7l12-3v3M14 13h4M21 10v6M19 12l2-2 2 2",
  bank: "M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18",
  "trend-up": "M3 17l6-6 4 4 8-8M15 7h6v6",
  "chart-line": "M4 4v16h16M7 15l4-5 3 3 5-6",
};

export function Icon({ name, label, size = 20 }: { name: IconName; label?: string; size?: number }) {
  return <SvgIcon path={PATHS[name]} label={label} size={size} />;
}
