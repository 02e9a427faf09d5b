// Diagrams of the work, one per practice and service page: each draws what that team builds, in
// the kit's one style (diagram-kit.ts). Coordinates are on the 480 x 360 canvas; labels are short
// because they are read on a phone.
import { Diagram, type Box } from './diagram-kit.ts';

type Draw = (d: Diagram) => void;

/** Boxes of equal width in a row, centred on the canvas. */
function row(d: Diagram, y: number, labels: string[], w: number, h = 44, kind: Parameters<Diagram['box']>[5] = 'plain', gap = 16): Box[] {
  const left = (480 - labels.length * w - (labels.length - 1) * gap) / 2;
  return labels.map((label, i) => d.box(left + i * (w + gap), y, w, h, label, kind));
}

const linkAll = (d: Diagram, from: Box[], to: Box[]) => from.forEach((a) => to.forEach((b) => d.link(a, b)));

export const SERVICE_DIAGRAMS: Record<string, Draw> = {
  /** Data, automation and AI: the whole pipeline from source systems to decisions. */
  'data-platform': (d) => {
    const sources = row(d, 20, ['ERP', 'CRM', 'Sensors'], 120);
    const ingest = row(d, 100, ['Ingestion'], 200);
    const lake = row(d, 172, ['Lakehouse'], 300, 48, 'ink');
    const use = row(d, 254, ['Models', 'Dashboards'], 150);
    linkAll(d, sources, ingest);
    linkAll(d, ingest, lake);
    linkAll(d, lake, use);
    d.check(use[0]!.right, use[0]!.y);
    d.text(240, 330, 'Decisions you can audit', 'caption');
  },

  /** Cloud data modernisation: legacy stores move to a lakehouse, proven by a parallel run. */
  'warehouse-migration': (d) => {
    const old = ['Warehouse', 'Hadoop', 'Data marts'].map((label, i) => d.box(24, 28 + i * 64, 150, 44, label, 'legacy'));
    const lake = d.box(306, 28, 150, 172, 'Lakehouse', 'ink');
    old.forEach((box) => d.arrow([[box.right + 6, box.cy], [lake.x - 6, box.cy]]));
    d.text(240, 226, 'Parallel run', 'caption');
    const reports = d.box(150, 268, 180, 48, 'Reports match', 'plain');
    d.arrow([[99, 216], [99, 292], [reports.x - 6, 292]], { layer: 'faint' });
    d.arrow([[381, 206], [381, 292], [reports.right + 6, 292]]);
    d.check(reports.right - 2, reports.y);
  },

  /** Managed services and SRE: the loop that runs and improves a platform every month. */
  'operations-loop': (d) => {
    d.circle(240, 180, 112, 'band');
    d.box(170, 150, 140, 60, 'Platform', 'ink', 30);
    const monitor = d.pill(180, 20, 120, 40, 'Monitor');
    const respond = d.pill(336, 160, 120, 40, 'Respond');
    const improve = d.pill(180, 300, 120, 40, 'Improve');
    const finops = d.pill(24, 160, 120, 40, 'FinOps');
    d.arrow([[monitor.right + 4, monitor.cy], [396, 40], [396, respond.y - 6]]);
    d.arrow([[396, respond.bottom + 6], [396, 320], [improve.right + 6, 320]]);
    d.arrow([[improve.x - 4, improve.cy], [84, 320], [84, finops.bottom + 6]]);
    d.arrow([[84, finops.y - 6], [84, 40], [monitor.x - 6, 40]]);
    d.pill(300, 96, 76, 34, '24/7', 'warm');
  },
};
