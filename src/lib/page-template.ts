import { createContext, useContext } from 'react';
import type { Look, TemplateName } from '../registry/templates.ts';

/**
 * The template of the page being rendered (pages.json "template") and its look: blocks that look
 * different on a kind of page (the hero, above all) read it here rather than take it as a prop.
 */
export const PageTemplateContext = createContext<{ template: TemplateName; look: Look }>({ template: 'basic', look: 'standard' });

export const usePageTemplate = () => useContext(PageTemplateContext);

/** Looks whose hero is a light band (dark text); the others are dark. */
export const isLightHero = (look: Look) => look === 'split' || look === 'document';
