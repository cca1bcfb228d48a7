// The two icons every page's header draws, apart from the full set in icon.tsx so that the set stays out of
// the first-load JavaScript of every page.
export const MENU_PATH = "M3 6h18M3 12h18M3 18h18";
export const CHEVRON_DOWN_PATH = "M6 9l6 6 6-6";
