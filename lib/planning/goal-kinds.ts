export const GOAL_KINDS = ["retirement", "education", "house", "car", "wedding", "custom"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  retirement: "Retirement",
  education: "Child's education",
  house: "House",
  car: "Car",
  wedding: "Wedding",
  custom: "Something else",
};
