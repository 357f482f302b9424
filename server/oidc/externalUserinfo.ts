import { createHash } from 'node:crypto';
import { profileIdFromSubject } from './account.ts';

const CACHE_MS = 60_000;
const MAX_CACHED = 10_000;

/** Recent answers per token hash, so GraphQL requests do not each ask the external provider again. */
const answers = new Map<string, { profileId: string | null; until: number }>();
const userinfoEndpoints = new Map<string, Promise<string>>();

async function discoverUserinfoEndpoint(issuer: string) {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
  const { userinfo_endpoint: endpoint } = (await response.json()) as { userinfo_endpoint?: string };
  if (!endpoint) throw new Error(`The provider at ${issuer} has no userinfo endpoint`);
  return endpoint;
}

function userinfoEndpoint(issuer: string) {
  let endpoint = userinfoEndpoints.get(issuer);
  if (!endpoint) {
    endpoint = discoverUserinfoEndpoint(issuer);
    // A failed discovery is retried on the next request rather than remembered.
    endpoint.catch(() => userinfoEndpoints.delete(issuer));
    userinfoEndpoints.set(issuer, endpoint);
  }
  return endpoint;
}

/**
 * With OIDC_ISSUER pointing at an external provider, a token is the member's when that provider's userinfo
 * accepts it and its subject carries a profile id after '|'.
 */
export async function profileIdForExternalToken(issuer: string, token: string): Promise<string | null> {
  const key = createHash('sha256').update(token).digest('hex');
  const cached = answers.get(key);
  if (cached && cached.until > Date.now()) return cached.profileId;
  const response = await fetch(await userinfoEndpoint(issuer), { headers: { authorization: `Bearer ${token}` } });
  // Only a definite answer is remembered; an outage of the provider is an error, not a logout.
  if (!response.ok && response.status !== 401 && response.status !== 403) {
    throw new Error(`The userinfo endpoint of ${issuer} answered ${response.status}`);
  }
  const profileId = response.ok ? profileIdFromSubject(((await response.json()) as { sub?: unknown }).sub) : null;
  if (answers.size >= MAX_CACHED) answers.clear();
  answers.set(key, { profileId, until: Date.now() + CACHE_MS });
  return profileId;
}
