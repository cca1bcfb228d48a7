-- Every member API call checks that its token's session still exists and whether the member has a verified
-- factor (lib/auth/member-session.ts). Sessions are found by primary key; factors by user, which had no
-- index of its own. Supabase Auth has this index under the same name, so on Supabase this is a no-op.
CREATE INDEX IF NOT EXISTS mfa_factors_user_id_idx ON auth.mfa_factors (user_id);
