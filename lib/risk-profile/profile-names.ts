// Zod-free, so client components can use the names without pulling the content schema into their bundle.
export const PROFILE_NAMES = [
  "Conservative",
  "Moderately Conservative",
  "Moderate",
  "Moderately Aggressive",
  "Aggressive",
] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];
