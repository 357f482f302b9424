import * as oidc from '../../api/oidc';
import { safeReturnPath } from '../../lib/returnPath';
import { ssoFailed, ssoIdentityLoaded, ssoTokenObtained, withLoginLock } from '../../state/auth';

type SingleSignOnApi = Pick<typeof oidc, 'exchangeAuthorizationCode' | 'fetchIdentity'>;

/**
 * The callback's work (SPEC §2, §4): exchange the code, then look the member up; logged-in only once the
 * lookup answers. Answers where to go next: the return path from `state` (or /), or null on failure.
 * It runs under the login lock, so a second call during an exchange joins it instead of spending the code twice.
 */
export function completeSingleSignOn(callbackUrl: string, api: SingleSignOnApi = oidc): Promise<string | null> {
  return withLoginLock(async () => {
    let exchanged: Awaited<ReturnType<SingleSignOnApi['exchangeAuthorizationCode']>>;
    try {
      exchanged = await api.exchangeAuthorizationCode(callbackUrl);
    } catch (error) {
      console.error('Single sign-on code exchange failed', error);
      ssoFailed('exchange');
      return null;
    }
    ssoTokenObtained(exchanged.token);
    try {
      ssoIdentityLoaded(await api.fetchIdentity(exchanged.token.accessToken));
    } catch (error) {
      console.error('Single sign-on identity lookup failed', error);
      ssoFailed('identity');
      return null;
    }
    return safeReturnPath(exchanged.returnPath);
  });
}
