import type { ServerResponse } from 'node:http';

/**
 * Headers every answer carries. The client is built without inline scripts, so the policy allows scripts
 * from this origin only; images may be data:/blob: URLs (blurHash placeholders, upload previews).
 */
export function setSecurityHeaders(res: ServerResponse, options: { identityOrigin?: string } = {}) {
  const extra = options.identityOrigin ? ` ${options.identityOrigin}` : '';
  res.setHeader(
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      `connect-src 'self' ws: wss:${extra}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action 'self'${extra}`,
      "frame-ancestors 'none'",
    ].join('; '),
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
}
