// Accent diagrams for the industry pages: each draws the sector's own system, in the kit's style.
import type { Diagram } from './diagram-kit.ts';

type Draw = (d: Diagram) => void;

export const INDUSTRY_DIAGRAMS: Record<string, Draw> = {};
