import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';

/** Site paths navigate in the app without a reload; anything else is an ordinary link. */
export function SmartLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.startsWith('/')) return <Link href={href} {...rest} />;
  const external = href.startsWith('http');
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest} />;
}
