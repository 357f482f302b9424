export interface ApiError {
  error: string;
  message?: string;
}

export type LoginResult = { token: string } | ApiError;

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { error: 'BAD_RESPONSE', message: text.slice(0, 200) };
  }
}

function asApiError(body: unknown, status: number): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error, message } = body as { error: unknown; message?: unknown };
    return { error: String(error), message: typeof message === 'string' ? message : undefined };
  }
  return { error: `HTTP_${status}` };
}

/** Asks the server to mail a one-time code. It answers the same whether or not the account exists. */
export async function requestEmailCode(email: string): Promise<{ ok: true } | ApiError> {
  const response = await postJson('/account-provider/email/request-code', { email: email.trim() });
  const body = await readJson(response);
  return response.ok ? { ok: true } : asApiError(body, response.status);
}

/**
 * Exchanges the code for an access token (SPEC §5): an empty response is EMPTY_RESP, a body with an
 * `error` field passes through as is, and a non-empty string is the token.
 */
export async function loginWithEmailCode(email: string, code: string): Promise<LoginResult> {
  const response = await postJson('/account-provider/email/login', { email: email.trim(), code });
  const body = await readJson(response);
  if (body === null || body === '') return { error: 'EMPTY_RESP' };
  if (typeof body === 'string') return response.ok ? { token: body } : { error: `HTTP_${response.status}`, message: body };
  return asApiError(body, response.status);
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred. Please try again.';

/** The message the code field shows for a failed login (SPEC §8). */
export function codeErrorMessage(result: ApiError): string {
  if (result.error === 'CODE_INVALID') return 'Invalid code. Please try again.';
  return result.message || UNKNOWN_ERROR_MESSAGE;
}
