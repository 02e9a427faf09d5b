import { useLocation } from 'wouter';
import type { MenuItem } from '../registry/page-data.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

/** A menu link that tells assistive technology when it points at the current page. */
export function NavLink({ item, className, onClick }: { item: MenuItem; className?: string; onClick?: () => void }) {
  const [location] = useLocation();
  return (
    <SmartLink href={item.path ?? '/'} className={className} aria-current={item.path === location ? 'page' : undefined} onClick={onClick}>
      {item.title}
    </SmartLink>
  );
}
