import type { SidebarProps } from "./sidebar";

// The sidebar layouts render an empty slot carrying their sidebar's menu; for members, the header's member
// part draws the sidebar into it (member-sidebar-portal.tsx). Visitors thus load no sidebar code at all.
export const SIDEBAR_SLOT_ATTRIBUTE = "data-sidebar";

export function sidebarSlotData(props: SidebarProps): string {
  return JSON.stringify(props);
}

/** The slot's menu, or null when the attribute is not a menu this app wrote (only our server renders it). */
export function readSidebarSlot(element: Element): SidebarProps | null {
  try {
    const props = JSON.parse(element.getAttribute(SIDEBAR_SLOT_ATTRIBUTE) ?? "") as Partial<SidebarProps>;
    return typeof props.label === "string" && Array.isArray(props.items) ? (props as SidebarProps) : null;
  } catch {
    return null;
  }
}
