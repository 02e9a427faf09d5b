import { useContext, type AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { ShellContext } from '../lib/shell-context.tsx';
import { isStaffPath } from '../registry/staff-area.ts';

/**
 * Site paths navigate in the app without a reload; anything else is an ordinary link. So is a
 * link into the staff area (sign-in, dashboard): it loads a new document, which the server
 * isolates from other windows (Cross-Origin-Opener-Policy), as a public page is not.
 */
export function SmartLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const routes = useContext(ShellContext)?.routes ?? [];
  if (href.startsWith('/') && !isStaffPath(routes, href.split(/[?#]/)[0]!)) return <Link href={href} {...rest} />;
  const external = href.startsWith('http');
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest} />;
}
