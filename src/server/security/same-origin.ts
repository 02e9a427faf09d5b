/**
 * Whether a post was made by a page of another site. The visitor forms, sign-in and the reset
 * calls carry no cookie (a static page cannot hold one), so nothing else tells a forged post from
 * the visitor's own: another site could make its visitors apply for jobs, send enquiries or ask for
 * reset mails in their name, from their address (a form post or a multipart fetch needs no CORS
 * preflight). The browser's word decides: `Origin` where it sends one (every POST in current
 * browsers), else `Sec-Fetch-Site`. A post with neither is not a browser's cross-site post (a
 * script or an old client can send what it likes anyway) and is taken as before.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http/reply.ts';

export const CROSS_SITE_REFUSED = 'This can be sent from this site’s own pages only.';

/** The origins whose pages post here: the public URL's, and a separately hosted site's (API_ORIGIN). */
export function trustedOrigins(config: Pick<ServerConfig, 'publicUrl' | 'apiOrigins'>): string[] {
  return [new URL(config.publicUrl).origin, ...config.apiOrigins];
}

export function crossSitePost(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  // "null" (a sandboxed frame, a page that sends no referrer) cannot show where it came from.
  if (origin !== undefined) return !trusted.includes(origin) && origin !== `${request.protocol}://${request.host}`;
  const site = request.headers['sec-fetch-site'];
  // 'same-site' is a sibling subdomain: another application, not this site's pages.
  return site === 'cross-site' || site === 'same-site';
}

/** An onRequest hook for the public calls that change something: 403 before the body is even read. */
export function refuseCrossSite(config: Pick<ServerConfig, 'publicUrl' | 'apiOrigins'>) {
  const trusted = trustedOrigins(config);
  return async (request: FastifyRequest): Promise<void> => {
    if (crossSitePost(request, trusted)) throw new HttpError(403, CROSS_SITE_REFUSED);
  };
}
