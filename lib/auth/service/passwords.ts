import bcrypt from "bcryptjs";

// Cost 10, as Supabase Auth; about 60-80 ms per hash in pure JavaScript on this machine's cores.
export const BCRYPT_COST = 10;

// The hash of a random value nobody kept, at BCRYPT_COST: an unknown address, or an account without a
// password (Google only), is compared against it, so the answer takes as long as a wrong password does
// and its timing does not tell whether the address is registered.
export const DUMMY_PASSWORD_HASH = "$2b$10$I.Ws5UN9mOtWu5BxrJIpquhqSOit336DbrG3SSdRn5lOE3IdxGBa2";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Whether `password` matches `hash`; without a hash, false, after the same work as a real comparison. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_PASSWORD_HASH);
  return matches && hash != null;
}
