// Members log in and sign up with an email address or a phone number. Phone numbers
// go to the auth service in E.164; a bare 10-digit number is read as Indian (+91).

export type Identifier = { email: string } | { phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ParsedField<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseEmail(raw: string): ParsedField<string> {
  const email = raw.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    return { ok: false, message: "Enter a valid email address, like name@example.com." };
  return { ok: true, value: email };
}

export function parsePhone(raw: string): ParsedField<string> {
  const compact = raw.trim().replace(/[\s().-]/g, "");
  if (/^[6-9]\d{9}$/.test(compact)) return { ok: true, value: `+91${compact}` };
  if (/^0[6-9]\d{9}$/.test(compact)) return { ok: true, value: `+91${compact.slice(1)}` };
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return { ok: true, value: compact };
  return { ok: false, message: "Enter a 10-digit mobile number, or an international number starting with +." };
}

/** One "email or phone number" field: an @ makes it an email address, anything else a phone number. */
export function parseIdentifier(raw: string): ParsedField<Identifier> {
  if (raw.includes("@")) {
    const email = parseEmail(raw);
    return email.ok ? { ok: true, value: { email: email.value } } : email;
  }
  const phone = parsePhone(raw);
  return phone.ok ? { ok: true, value: { phone: phone.value } } : phone;
}

/** Both fields of a login or sign-up form: `missing` when either is empty, else the identifier's own check. */
export function parseCredentials(identifier: string, password: string, missing: string): ParsedField<Identifier> {
  if (!identifier.trim() || !password) return { ok: false, message: missing };
  return parseIdentifier(identifier);
}
