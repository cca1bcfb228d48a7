// Imports and the metrics refresh that settles them take turns on this advisory lock (any constant works;
// every process must use the same one).
export const IMPORT_LOCK_KEY = 7_202_612;
