// Accent diagrams for the industry pages: each draws the sector's own system, in the kit's style
// (diagram-kit.ts), on the same 480 x 360 canvas as the service diagrams.
import type { Box, Diagram } from './diagram-kit.ts';

type Draw = (d: Diagram) => void;

function row(d: Diagram, y: number, labels: string[], w: number, kind: Parameters<Diagram['box']>[5] = 'plain', gap = 16): Box[] {
  const h = 44;
  const left = (480 - labels.length * w - (labels.length - 1) * gap) / 2;
  return labels.map((label, i) => d.box(left + i * (w + gap), y, w, h, label, kind));
}

export const INDUSTRY_DIAGRAMS: Record<string, Draw> = {
  /** Banking: channels into a payment hub, every payment scored for fraud before it reaches a rail. */
  'banking-payments': (d) => {
    const channels = row(d, 24, ['App', 'Branch', 'Partner'], 124, 'soft');
    const hub = d.box(120, 108, 240, 52, 'Payment hub', 'ink');
    channels.forEach((box) => d.arrow([[box.cx, box.bottom + 4], [240 + (box.cx - 240) / 2, hub.y - 4]]));
    d.arrow([[240, hub.bottom + 4], [240, 190]], { head: false });
    d.gate(240, 208);
    d.text(270, 208, 'Fraud score', 'caption', 'start');
    const rails = row(d, 264, ['Instant', 'Cards', 'SWIFT'], 124, 'accent');
    rails.forEach((box) => d.arrow([[240, 226], [box.cx, box.y - 4]]));
  },

  /** Public sector: grid assets with the one at risk flagged, and a citizen's application to decision. */
  'public-services': (d) => {
    d.rect(20, 20, 440, 148, 'band', 14);
    d.text(36, 44, 'Grid assets', 'caption', 'start');
    const nodes: [number, number][] = [[60, 120], [140, 84], [150, 140], [240, 108], [330, 76], [340, 140], [420, 108]];
    for (const [a, b] of [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [3, 5], [4, 6], [5, 6]] as const) d.arrow([nodes[a]!, nodes[b]!], { head: false });
    nodes.forEach(([x, y], i) => (i === 4 ? d.circle(x, y, 15, 'warm') : d.rect(x - 10, y - 10, 20, 20, 'ink', 4)));
    d.text(356, 46, 'At risk', 'text', 'start');
    d.text(36, 208, 'Citizen services', 'caption', 'start');
    const steps = row(d, 236, ['Apply', 'Case', 'Decision'], 120, 'plain', 40);
    d.link(steps[0]!, steps[1]!);
    d.link(steps[1]!, steps[2]!);
    d.check(steps[2]!.right - 4, steps[2]!.y + 2, 11);
    d.text(240, 318, 'On any phone', 'muted');
  },

  /** Healthcare: EHR, lab and imaging through a FHIR API into one record, with consent, to the clinician. */
  'patient-record-flow': (d) => {
    const sources = row(d, 24, ['EHR', 'Lab', 'Imaging'], 124);
    const api = d.box(140, 110, 200, 48, 'FHIR API', 'ink');
    sources.forEach((box) => d.arrow([[box.cx, box.bottom + 4], [240 + (box.cx - 240) / 2, api.y - 4]]));
    d.lock(366, 134);
    d.text(388, 134, 'Consent', 'muted', 'start');
    const record = d.box(110, 192, 260, 48, 'Patient record', 'accent');
    d.link(api, record);
    const clinician = d.box(60, 282, 170, 48, 'Clinician');
    const alert = d.pill(260, 284, 160, 44, 'Early alert', 'warm');
    d.arrow([[record.cx - 40, record.bottom + 4], [clinician.cx, clinician.y - 4]]);
    d.arrow([[record.cx + 40, record.bottom + 4], [alert.cx, alert.y - 4]]);
  },

  /** Retail: one view of stock across the warehouse, stores and online, feeding every order. */
  'store-stock-network': (d) => {
    const hub = d.box(170, 150, 140, 60, 'One stock', 'ink', 30);
    const around = [d.box(160, 24, 160, 44, 'Warehouse'), d.box(20, 158, 120, 44, 'Stores'), d.box(340, 158, 120, 44, 'Online'), d.box(160, 292, 160, 44, 'Orders', 'accent')];
    around.forEach((box) => d.link(box, hub, { head: false, gap: 0 }));
    [[30, 26], [50, 14], [70, 30]].forEach(([x, h], i) => d.rect(x!, 148 - h!, 14, h!, i === 1 ? 'warm' : 'accent', 3));
  },

  /** Media and communications: a live event from origin through the CDN's edges to every screen. */
  'streaming-network': (d) => {
    const live = d.pill(20, 40, 130, 44, 'Live event', 'warm');
    const origin = d.box(20, 158, 130, 44, 'Origin', 'ink');
    d.link(live, origin);
    const cdn = d.box(180, 146, 120, 68, 'CDN', 'accent');
    d.link(origin, cdn);
    const screens = ['TV', 'Phone', 'Laptop'].map((label, i) => d.box(340, 40 + i * 118, 120, 44, label));
    screens.forEach((box) => d.arrow([[cdn.right + 4, cdn.cy + (box.cy - cdn.cy) / 6], [box.x - 4, box.cy]]));
    d.text(85, 300, 'No buffering', 'caption');
  },

  /** Manufacturing: a plant line whose sensors feed an edge gateway and the cloud, flagging a failure early. */
  'plant-line': (d) => {
    const cloud = d.box(120, 20, 240, 44, 'Cloud platform', 'accent');
    const gateway = d.box(120, 100, 240, 44, 'Edge gateway', 'ink');
    d.link(gateway, cloud);
    ['Cut', 'Mill', 'Weld', 'Test'].forEach((label, i) => {
      const machine = d.box(30 + i * 110, 204, 90, 60, label, i === 2 ? 'warm' : 'plain');
      d.circle(machine.cx, 188, 7, 'accent');
      d.arrow([[machine.cx, 178], [240 + (machine.cx - 240) / 3, gateway.bottom + 6]], { layer: 'faint', head: false });
    });
    d.rect(20, 272, 440, 14, 'ink', 7);
    d.text(240, 320, 'Fix it before it fails', 'caption');
  },
};
