/** Who the identity host says the member is (SPEC §7 GET /me), after SPEC §5's response handling. */
export interface SsoIdentity {
  /** The profile uuid: the part of the subject after '|'. */
  userId: string;
  nickname: string | null;
  roles: string[];
  /** yyyy-MM-dd: the answer is cut at 'T'. */
  birthdate: string | null;
  /** The profile image comes from the picture URL. */
  pictureUrl: string | null;
  profileUrl: string | null;
  locale: string | null;
  gender: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Reads a GET /me answer; an answer without a user id after '|' in `sub` is refused. */
export function parseSsoIdentity(body: unknown): SsoIdentity {
  const claims = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const sub = text(claims.sub);
  const separator = sub?.indexOf('|') ?? -1;
  const userId = sub && separator >= 0 ? sub.slice(separator + 1) : '';
  if (!userId) throw new Error('The identity answer has no user id after "|" in its subject.');
  const birthdate = text(claims.birthdate);
  return {
    userId,
    nickname: text(claims.nickname),
    roles: Array.isArray(claims.roles) ? claims.roles.filter((role): role is string => typeof role === 'string') : [],
    birthdate: birthdate ? birthdate.split('T')[0] : null,
    pictureUrl: text(claims.picture),
    profileUrl: text(claims.profile),
    locale: text(claims.locale),
    gender: text(claims.gender),
  };
}
