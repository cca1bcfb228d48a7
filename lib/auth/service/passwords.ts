import bcrypt from "bcryptjs";

// Cost 10, as Supabase Auth; about 60-80 ms per hash in pure JavaScript on this machine's cores.
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false);
}
