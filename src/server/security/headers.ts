/**
 * Security headers on every answer: the API's JSON, the static site's pages and assets, 404s and
 * errors alike (an onSend hook at the root runs for all of them).
 */
import type { FastifyInstance } from 'fastify';

/**
 * No inline script anywhere: the prerendered pages load their code from hashed files. Inline
 * style *attributes* are allowed because the animation library sets `style=""` on elements.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
  'microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

export const HSTS = 'max-age=63072000; includeSubDomains';

const STATIC_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Answers under these paths carry personal data or secrets: never cached, anywhere. */
export function isPrivatePath(url: string): boolean {
  return /^\/(auth|api)(\/|\?|$)/.test(url) || url.startsWith('/healthz');
}

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(STATIC_HEADERS)) reply.header(name, value);
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY names the proxy.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isPrivatePath(request.url)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
