import type { Crumb } from '../registry/breadcrumbs.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

/**
 * Where a nested page sits, above its first section: links from home down to the page's parent,
 * then the page's own name, marked as the current page and not a link (a page never links to itself). The same trail is the page's BreadcrumbList for search
 * engines (scripts/build/structured-data.ts). Top-level pages have none.
 */
export function Breadcrumbs({ trail }: { trail?: Crumb[] }) {
  if (!trail?.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="container">
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <SmartLink href={crumb.path}>{crumb.name}</SmartLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
