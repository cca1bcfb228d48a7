// How the app addresses a member: their name when they gave one, otherwise their email or phone number.

interface MemberLike {
  email?: string | null;
  phone?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

export function memberName(member: MemberLike | null | undefined): string {
  const fullName = member?.user_metadata?.full_name;
  if (typeof fullName === "string" && fullName.trim()) return fullName.trim();
  if (member?.email) return member.email;
  if (member?.phone) return member.phone.startsWith("+") ? member.phone : `+${member.phone}`;
  return "member";
}

/** The first word of the name, for a greeting ("Welcome back, Asha"); email and phone stay whole. */
export function greetingName(member: MemberLike | null | undefined): string {
  const fullName = member?.user_metadata?.full_name;
  if (typeof fullName === "string" && fullName.trim()) return fullName.trim().split(/\s+/)[0] ?? fullName.trim();
  return memberName(member);
}
