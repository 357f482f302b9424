import { getAccessToken } from '../state/accessToken';

/** A QR login waiting for the logged-in member's answer: which browser asks, and when. */
export interface LoginRequest {
  /** The browser and system, as the server names them ("Firefox on Windows"). */
  device: string;
  requestedAt: string;
  expiresAt: string;
}

export type LoginRequestAnswer<T> = { ok: true; value: T } | { ok: false; message: string };

const PATH = '/oidc/login-request';
const UNKNOWN = 'An unknown error occurred. Please try again later.';

async function call<T>(init: RequestInit, query = ''): Promise<LoginRequestAnswer<T>> {
  const token = await getAccessToken();
  const response = await fetch(`${PATH}${query}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Accept: 'application/json', Authorization: `Bearer ${token ?? ''}` },
  });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.ok) return { ok: true, value: body as T };
  return { ok: false, message: body?.message ?? UNKNOWN };
}

export function lookUpLoginRequest(code: string) {
  return call<LoginRequest>({ method: 'GET' }, `?code=${encodeURIComponent(code)}`);
}

export function decideLoginRequest(code: string, decision: 'approve' | 'deny') {
  return call<{ decision: string }>({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, decision }),
  });
}
