import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { DB } from '../db/connect.ts';
import type { SendMail } from '../mail/mailer.ts';
import type { EmailLoginLimits } from '../http/emailLogin.ts';
import { clientIp } from '../http/json.ts';
import { findOrCreateAccountByEmail } from '../auth/accounts.ts';
import { consumeLoginCode, normaliseCode } from '../auth/codes.ts';
import { mailLoginCode } from '../auth/codeMail.ts';
import { isValidEmail, normaliseEmail } from '../auth/email.ts';
import { takeRateLimit } from '../auth/rateLimit.ts';
import { profileIdFromSubject, subjectFor } from './account.ts';
import { readFormBody } from './formBody.ts';
import { codePage, consentPage, emailPage, errorPage } from './pages.ts';
import { suspensionNoticeForEmail } from '../moderation/suspension.ts';

const TEN_MINUTES = 10 * 60 * 1000;
const CLIENT_NAME = 'Snoot';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const PATH = /^\/oidc\/interaction\/([\w-]+)(?:\/(code|login|confirm|abort))?$/;

export interface InteractionDeps {
  db: DB;
  provider: Provider;
  sendMail: SendMail;
  limits: EmailLoginLimits;
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
  const email = normaliseEmail(form.get('email') ?? '');
  if (!isValidEmail(email))
    return { status: 400, html: emailPage(uid, CLIENT_NAME, { email, error: 'Please enter a valid email address.' }) };
  const allowed =
    (await takeRateLimit(deps.db, `code-ip:${clientIp(req, deps.trustProxy)}`, deps.limits.codesPerIp, TEN_MINUTES)) &&
    (await takeRateLimit(deps.db, `code-email:${email}`, deps.limits.codesPerEmail, TEN_MINUTES));
  if (!allowed) return { status: 429, html: emailPage(uid, CLIENT_NAME, { email, error: TOO_MANY }) };
  await mailLoginCode(deps.db, deps.sendMail, email);
  return { status: 200, html: codePage(uid, email) };
}

async function logIn(
  deps: InteractionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  form: URLSearchParams,
): Promise<Page | null> {
  const email = normaliseEmail(form.get('email') ?? '');
  if (!isValidEmail(email))
    return { status: 400, html: emailPage(uid, CLIENT_NAME, { email, error: 'Please enter a valid email address.' }) };
  if (!(await takeRateLimit(deps.db, `login-ip:${clientIp(req, deps.trustProxy)}`, deps.limits.loginsPerIp, TEN_MINUTES))) {
    return { status: 429, html: codePage(uid, email, { error: TOO_MANY }) };
  }
  if (!(await consumeLoginCode(deps.db, email, normaliseCode(form.get('code') ?? '')))) {
    return { status: 400, html: codePage(uid, email, { error: 'Invalid code. Please try again.' }) };
  }
  const profileId = await findOrCreateAccountByEmail(deps.db, email);
  if (!profileId)
    return {
      status: 403,
      html: errorPage('Account suspended', (await suspensionNoticeForEmail(deps.db, email)) ?? 'This account has been banned.'),
    };
  await deps.provider.interactionFinished(req, res, { login: { accountId: subjectFor(profileId) } }, { mergeWithLastSubmission: false });
  return null;
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
