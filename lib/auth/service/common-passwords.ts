// Supabase's leaked-password protection, offline: the list of commonly leaked passwords bundled with
// @zxcvbn-ts/language-common (about 49,000, all lower case), loaded on the first check, not at start-up.

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return commonPasswords;
}

/**
 * True when `password` is on the list, ignoring case: "Password" and "PASSWORD" are guessed as early as
 * "password", so they are refused too.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
