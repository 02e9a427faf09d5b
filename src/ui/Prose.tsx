import type { ReactNode } from 'react';

/**
 * Long text set for reading (prose.css): children, or HTML the build rendered from Markdown with
 * raw HTML off (src/registry/markdown.ts), so it holds only the markup the build writes.
 */
export function Prose({ html, children, className }: { html?: string; children?: ReactNode; className?: string }) {
  const name = className ? `prose ${className}` : 'prose';
  if (html !== undefined) return <div className={name} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={name}>{children}</div>;
}
