/** The identity provider's own pages (login, code, consent, errors): plain server-rendered HTML forms. */

const STYLESHEET_PATH = '/oidc/static/interaction.css';

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Snoot</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="brand">Snoot</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function errorText(id: string, message: string | undefined) {
  return message ? `<p id="${id}" class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

function invalidAttributes(id: string, message: string | undefined) {
  return message ? ` aria-invalid="true" aria-describedby="${id}"` : '';
}

function cancelForm(uid: string) {
  return `<form method="post" action="/oidc/interaction/${uid}/abort"><button type="submit" class="secondary">Cancel</button></form>`;
}

export function emailPage(uid: string, clientName: string, options: { email?: string; error?: string } = {}) {
  return layout(
    'Log in',
    `<p>Log in to continue to ${escapeHtml(clientName)}. We will mail you a one-time code.</p>
<form method="post" action="/oidc/interaction/${uid}/code">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(options.email ?? '')}"${invalidAttributes('email-error', options.error)}>
${errorText('email-error', options.error)}
<button type="submit">Send code</button>
</form>
${cancelForm(uid)}`,
  );
}

export function codePage(uid: string, email: string, options: { error?: string } = {}) {
  return layout(
    'Enter your code',
    `<p>If ${escapeHtml(email)} is associated with an account, we'll send you a one-time code. It works once and expires in 10 minutes.</p>
<form method="post" action="/oidc/interaction/${uid}/login">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<label for="code">One-time code</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" maxlength="7" pattern="[A-Za-z0-9]{7}" required autofocus${invalidAttributes('code-error', options.error)}>
${errorText('code-error', options.error)}
<button type="submit">Log in</button>
</form>
<p><a href="/oidc/interaction/${uid}">Use a different email</a></p>`,
  );
}

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  openid: 'Know who you are on Snoot',
  profile: 'See your display name, roles, birthday, profile picture, languages and genders',
  offline_access: 'Keep you logged in until you log out',
};

export function consentPage(uid: string, clientName: string, nickname: string | null, scopes: string[]) {
  const items = scopes
    .filter((scope) => SCOPE_DESCRIPTIONS[scope])
    .map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope])}</li>`)
    .join('');
  const who = nickname ? `<p>You are logged in as ${escapeHtml(nickname)}.</p>` : '';
  return layout(
    'Allow access',
    `<p>${escapeHtml(clientName)} would like to:</p>
<ul>${items}</ul>
${who}
<form method="post" action="/oidc/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
${cancelForm(uid)}`,
  );
}

export function errorPage(title: string, message: string) {
  return layout(title, `<p>${escapeHtml(message)}</p><p><a href="/login">Back to Snoot</a></p>`);
}

export const interactionStylesheet = {
  path: STYLESHEET_PATH,
  css: `:root{color-scheme:light dark;--bg:#f5f3ff;--card:#fff;--text:#1c1917;--muted:#44403c;--accent:#6d28d9;--accent-text:#fff;--error:#b91c1c;--border:#a8a29e}
@media (prefers-color-scheme:dark){:root{--bg:#0c0a09;--card:#1c1917;--text:#fafaf9;--muted:#d6d3d1;--accent:#c4b5fd;--accent-text:#1c1917;--error:#fca5a5;--border:#78716c}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1rem}
main{width:100%;max-width:28rem;background:var(--card);border-radius:1rem;padding:2rem;box-shadow:0 10px 30px rgb(0 0 0/.12)}
.brand{margin:0;font-weight:800;color:var(--accent);letter-spacing:.02em}
h1{margin:.25rem 0 1rem;font-size:1.5rem}
p,li{color:var(--muted)}
ul{padding-left:1.25rem}
form{display:flex;flex-direction:column;gap:.5rem;margin:1rem 0 0}
label{font-weight:600}
input{font:inherit;padding:.65rem .75rem;border:1px solid var(--border);border-radius:.5rem;background:transparent;color:inherit}
input[aria-invalid=true]{border-color:var(--error)}
button{font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:.6rem;background:var(--accent);color:var(--accent-text);cursor:pointer}
button.secondary{background:transparent;color:var(--text);border:1px solid var(--border)}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:var(--error);margin:0}`,
};
