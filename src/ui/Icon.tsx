import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon drawn from its node list (`import { Menu } from 'lucide'`). Lucide's React
 * package carries about 2.5 KB gzip of runtime on every page; this is the part we use.
 * Decorative by default: give a label to the control around it. Drawn inside HTML, an <svg> needs
 * no xmlns, and focusable="false" only ever mattered to Internet Explorer: both were bytes in every
 * page's HTML (which must fit a connection's first round trip, docs/performance.md, size budgets).
 */
export function Icon({ node, size = 24, ...props }: { node: IconNode; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
