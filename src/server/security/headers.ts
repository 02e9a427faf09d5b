/** The security headers every answer carries (plugins/security-headers.ts sets them). */
import { createHash } from 'node:crypto';

/** A CSP hash source for an inline <script> or <style>: allows exactly these bytes. */
export const cspHashSource = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * One inline script runs: the build's loader (src/app/boot.ts), the same bytes on every page,
 * allowed by its hash; every other script comes from our own hashed files, and no
 * 'unsafe-inline', so a script injected into a page is refused. Inline style *attributes* are
 * allowed because the animation library sets `style=""` on elements. A page's inline <style>
 * element is allowed by its hash only (static-site.ts hashes each page's own).
 */
export function contentSecurityPolicy(styleHashes: string[] = [], scriptHashes: string[] = []): string {
  const sources = (hashes: string[]) => ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
  return (
    `default-src 'self'; script-src ${sources(scriptHashes)}; style-src ${sources(styleHashes)}; style-src-attr 'unsafe-inline'; img-src 'self' data:; ` +
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
  );
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
  'microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()';

/**
 * Sent on the staff area's documents only (sign-in, password reset, dashboard: static-site.ts).
 * It cuts the link to any window that opened them, so another site cannot script, navigate or
 * probe the sign-in screen or the dashboard through `window.opener` or `window.open`'s handle.
 * The public pages hold nothing such a window could reach, and there the header costs every
 * visit a new browser process (Lighthouse measured it, docs/performance.md), so they go without.
 */
export const OPENER_POLICY = 'same-origin';

export const HSTS = 'max-age=63072000; includeSubDomains';

export const STATIC_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/**
 * The reset page's URL carries a password-reset token until its script removes it: that page
 * sends no Referer at all, so the token cannot leak to anything it loads or links to.
 */
export function referrerPolicy(url: string): string {
  return /^\/reset-password(\/|\?|#|$)/.test(url) ? 'no-referrer' : STATIC_HEADERS['referrer-policy']!;
}

/** Answers under these paths carry personal data or secrets: never cached, anywhere. */
export function isPrivatePath(url: string): boolean {
  return /^\/(auth|api)(\/|\?|$)/.test(url) || url.startsWith('/healthz') || url.startsWith('/readyz');
}
