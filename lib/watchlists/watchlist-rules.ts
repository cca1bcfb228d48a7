// Limits and the exact messages the client maps to its toasts.
export const MAX_WATCHLISTS_PER_MEMBER = 20;
export const MAX_ITEMS_PER_WATCHLIST = 50;
export const MAX_WATCHLIST_NAME_LENGTH = 50;

export const WATCHLIST_MESSAGES = {
  full: "Watchlist is full. Cannot add more items.",
  duplicate: "Item already exists in the watchlist.",
  added: "Item added to the watchlist.",
  tooManyLists: `You can keep at most ${MAX_WATCHLISTS_PER_MEMBER} watchlists. Delete one to create another.`,
  nameTaken: "You already have a watchlist with this name.",
  notFound: "Watchlist not found.",
  itemNotFound: "Watchlist item not found.",
  unknownFund: "There is no fund with this scheme code.",
  loginRequired: "Log in to use watchlists.",
} as const;

/**
 * A watchlist name as stored: trimmed, inner runs of whitespace as one space, control characters
 * refused (they cannot be typed and only serve to make two names look alike).
 */
export function cleanWatchlistName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw.replace(/[\t\n\r]/g, " ")))
    return { ok: false, message: "The watchlist name contains characters that are not allowed." };
  const name = raw.replace(/\s+/g, " ").trim();
  if (name.length === 0) return { ok: false, message: "Please enter a watchlist name." };
  if ([...name].length > MAX_WATCHLIST_NAME_LENGTH)
    return { ok: false, message: `The watchlist name can be at most ${MAX_WATCHLIST_NAME_LENGTH} characters.` };
  return { ok: true, name };
}
