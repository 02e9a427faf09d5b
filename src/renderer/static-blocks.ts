import { createElement, type ReactElement } from 'react';
import type { PageData } from '../registry/page-data.ts';
import { arrangedOrder } from './layouts.tsx';

/*
 * Static blocks (defineBlock's `static`: markup and nothing else) on the page a visit lands on keep
 * their prerendered HTML, and their code is never downloaded for it. React adopts an element whose
 * children are given as HTML without hydrating them, so the block needs only its root element's
 * tag and attributes, read from the page before hydration. A page the visitor moves to later loads
 * its blocks' code as before (src/app/page-store.ts), and renders them.
 */
interface Prerendered {
  tag: string;
  props: Record<string, unknown>;
  html: string;
}

let landing: { pageId: string; sections: Map<number, Prerendered> } | undefined;

/**
 * Reads the landing page's sections from its prerendered HTML (hydrate.tsx calls it before
 * hydration); false when the markup is not what the page renders, so every block's code must load.
 */
export function capturePrerendered(page: Pick<PageData, 'id' | 'look' | 'sections'>): boolean {
  const root = document.querySelector('#main .page');
  if (!root) return false;
  const nodes = [...root.children].flatMap((child) => (child.classList.contains('page-top') ? [...(child.querySelector('.page-top__grid')?.children ?? [])] : [child]));
  const order = arrangedOrder(page.look, page.sections);
  if (nodes.length !== order.length) return false;
  landing = { pageId: page.id, sections: new Map(order.map((index, position) => [index, read(nodes[position]!)])) };
  return true;
}

/** The section's prerendered element, for a static block on the landing page; undefined otherwise. */
export function adoptedSection(pageId: string, index: number, key: string): ReactElement | undefined {
  const found = landing?.pageId === pageId ? landing.sections.get(index) : undefined;
  return found && createElement(found.tag, { key, ...found.props, dangerouslySetInnerHTML: { __html: found.html }, suppressHydrationWarning: true });
}

function read(element: Element): Prerendered {
  const props: Record<string, unknown> = {};
  for (const { name, value } of element.attributes) {
    if (name === 'class') props.className = value;
    else if (name === 'style') props.style = styleObject(value);
    else if (name === 'tabindex') props.tabIndex = Number(value);
    else props[name] = value;
  }
  return { tag: element.tagName.toLowerCase(), props, html: element.innerHTML };
}

/** "--columns:3;margin-top:0" → { "--columns": "3", marginTop: "0" }, as React's style prop takes it. */
function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    if (colon < 0) return [];
    const name = declaration.slice(0, colon).trim();
    return [[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), declaration.slice(colon + 1).trim()] as const];
  });
  return Object.fromEntries(entries);
}
