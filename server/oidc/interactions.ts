import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { DB } from '../db/connect.ts';
import type { LoginFlow } from '../auth/login.ts';
import { clientIp } from '../http/json.ts';
import { profileIdFromSubject, subjectFor } from './account.ts';
import { readFormBody } from './formBody.ts';
import { codePage, consentPage, emailPage, errorPage } from './pages.ts';

const CLIENT_NAME = 'Snoot';
const PATH = /^\/oidc\/interaction\/([\w-]+)(?:\/(code|login|confirm|abort))?$/;

export interface InteractionDeps {
  db: DB;
  provider: Provider;
  /** The email login (server/auth/login.ts), the same one the HTTP endpoints run. */
  loginFlow: LoginFlow;
  /** Whether X-Forwarded-For names the client (config.trustProxy). */
  trustProxy: boolean;
  /** Origins the finished login redirects to; the forms' CSP must allow them (browsers check redirects). */
  redirectOrigins: string[];
}

type Page = { status: number; html: string };

/**
 * The provider's interaction pages: email, one-time code (the same codes as the email login, so members
 * authenticate for real), then consent. Each POST either answers a page or finishes the step with a redirect.
 */
export function interactionHandler(deps: InteractionDeps) {
  const send = (res: ServerResponse, page: Page) => sendHtml(res, page, deps.redirectOrigins);
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const [, uid, action] = PATH.exec(pathname) ?? [];
    const interaction = uid ? await deps.provider.interactionDetails(req, res).catch(() => null) : null;
    if (!interaction || interaction.uid !== uid) {
      return send(res, {
        status: 400,
        html: errorPage('Login expired', 'This login has expired or was already used. Go back to Snoot and start again.'),
      });
    }
    if (!action) return send(res, await promptPage(deps.db, interaction));
    if (req.method !== 'POST')
      return send(res, { status: 405, html: errorPage('Not allowed', 'This address only accepts form submissions.') });
    const form = await readFormBody(req);
    const page = await handleAction(deps, req, res, interaction, action, form);
    if (page) send(res, page);
  };
}

async function promptPage(db: DB, interaction: Interaction): Promise<Page> {
  if (interaction.prompt.name === 'consent') {
    const profileId = profileIdFromSubject(interaction.session?.accountId);
    const profile = profileId
      ? await db.selectFrom('profiles').select('display_name').where('id', '=', profileId).executeTakeFirst()
      : undefined;
    const scopes = String(interaction.params.scope ?? '').split(' ');
    return { status: 200, html: consentPage(interaction.uid, CLIENT_NAME, profile?.display_name || null, scopes) };
  }
  return { status: 200, html: emailPage(interaction.uid, CLIENT_NAME) };
}

/** Runs one form submission; answers the page to show, or null once it has redirected. */
async function handleAction(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  interaction: Interaction,
  action: string,
  form: URLSearchParams,
): Promise<Page | null> {
  const { provider } = deps;
  const prompt = interaction.prompt.name;
  if (action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The member cancelled the login.' },
      { mergeWithLastSubmission: false },
    );
    return null;
  }
  if ((action === 'code' || action === 'login') && prompt === 'login') {
    return action === 'code' ? requestCode(deps, req, interaction.uid, form) : logIn(deps, req, res, interaction.uid, form);
  }
  if (action === 'confirm' && prompt === 'consent') {
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grantConsent(provider, interaction) } },
      { mergeWithLastSubmission: true },
    );
    return null;
  }
  // A form from an earlier step (a second tab, the back button): show the step the login is at now.
  return promptPage(deps.db, interaction);
}

async function requestCode(deps: InteractionDeps, req: IncomingMessage, uid: string, form: URLSearchParams): Promise<Page> {
  const outcome = await deps.loginFlow.requestCode({ email: form.get('email') ?? '', ip: clientIp(req, deps.trustProxy) });
  if (outcome.refused) {
    return {
      status: outcome.refused === 'RATE_LIMITED' ? 429 : 400,
      html: emailPage(uid, CLIENT_NAME, { email: outcome.email, error: outcome.message }),
    };
  }
  return { status: 200, html: codePage(uid, outcome.email) };
}

async function logIn(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  form: URLSearchParams,
): Promise<Page | null> {
  const outcome = await deps.loginFlow.logIn({
    email: form.get('email') ?? '',
    code: form.get('code') ?? '',
    ip: clientIp(req, deps.trustProxy),
  });
  switch (outcome.refused) {
    case undefined:
      await deps.provider.interactionFinished(
        req,
        res,
        { login: { accountId: subjectFor(outcome.profileId) } },
        { mergeWithLastSubmission: false },
      );
      return null;
    case 'INVALID_EMAIL':
      return { status: 400, html: emailPage(uid, CLIENT_NAME, { email: outcome.email, error: outcome.message }) };
    case 'RATE_LIMITED':
      return { status: 429, html: codePage(uid, outcome.email, { error: outcome.message }) };
    case 'CODE_INVALID':
      return { status: 400, html: codePage(uid, outcome.email, { error: outcome.message }) };
    case 'ACCOUNT_SUSPENDED':
      return { status: 403, html: errorPage('Account suspended', outcome.message) };
  }
}

/** Records what the member allowed: the scopes and claims the client asked for that the grant lacks. */
async function grantConsent(provider: Provider, interaction: Interaction) {
  const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: interaction.session!.accountId, clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  return grant.save();
}

function sendHtml(res: ServerResponse, page: Page, redirectOrigins: string[]) {
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No scripts at all; forms may post here and follow the login's redirect back to the client.
    'content-security-policy': `default-src 'none'; style-src 'self'; form-action 'self' ${redirectOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  });
  res.end(page.html);
}
