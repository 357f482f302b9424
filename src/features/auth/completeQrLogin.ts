import type { SsoIdentity } from '../../lib/ssoIdentity';
import { ssoFailed, ssoIdentityLoaded, ssoTokenObtained, withLoginLock, type AuthToken } from '../../state/auth';

type FetchIdentity = (accessToken: string) => Promise<SsoIdentity>;

// The identity lookup lives with single sign-on's library, fetched only once a QR login is approved.
const lookUpIdentity: FetchIdentity = async (accessToken) => (await import('../../api/oidc')).fetchIdentity(accessToken);

/**
 * An approved QR login's tokens become this browser's session the way a single sign-on login's do (SPEC §4):
 * pending until the identity lookup answers, then logged in. Answers whether it worked.
 */
export function completeQrLogin(token: AuthToken, fetchIdentity: FetchIdentity = lookUpIdentity): Promise<boolean> {
  return withLoginLock(async () => {
    ssoTokenObtained(token);
    try {
      ssoIdentityLoaded(await fetchIdentity(token.accessToken));
      return true;
    } catch (error) {
      console.error('QR login identity lookup failed', error);
      ssoFailed('identity');
      return false;
    }
  });
}
