/**
 * Whether a form post was made by a page of another site. The visitor forms carry no cookie and
 * no token (a page of the static build cannot hold one), so the browser's own word is what counts:
 * `Sec-Fetch-Site` where it sends it (every current browser), else `Origin` (older ones send it on
 * every POST). A post with neither is not a browser's cross-site post (a script or a crawler can
 * send what it likes anyway) and is taken like the JSON API takes it.
 */
import type { FastifyRequest } from 'fastify';

export function crossSiteFormPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  // 'same-site' is a sibling subdomain: another application, not this site's pages.
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // "null" (a sandboxed frame, a page that sends no referrer) cannot show where it came from.
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}
