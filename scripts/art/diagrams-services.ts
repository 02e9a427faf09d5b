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

/** Lines without heads from each box to a hub (a two-way connection). */
const spokes = (d: Diagram, hub: Box, boxes: Box[]) => boxes.forEach((box) => d.link(box, hub, { head: false, gap: 0 }));

/** Stages placed clockwise on a circle, with arrowheads on the circle between them. */
function loop(d: Diagram, labels: string[], r: number, w: number, start = -90) {
  d.circle(240, 180, r, 'line');
  const step = 360 / labels.length;
  for (let i = 0; i < labels.length; i++) {
    const between = ((start + step * (i + 0.5)) * Math.PI) / 180;
    const [px, py, tx, ty] = [240 + r * Math.cos(between), 180 + r * Math.sin(between), -Math.sin(between), Math.cos(between)];
    d.arrow([[px - tx * 12, py - ty * 12], [px + tx * 8, py + ty * 8]]);
  }
  return labels.map((label, i) => {
    const angle = ((start + step * i) * Math.PI) / 180;
    return d.pill(240 + r * Math.cos(angle) - w / 2, 180 + r * Math.sin(angle) - 20, w, 40, label);
  });
}

/** A vertical road of stops, each with its label box to the right; the last stops can be "later". */
function road(d: Diagram, stops: { label: string; note?: string; later?: boolean }[], x = 84) {
  const gap = 300 / (stops.length - 1);
  stops.forEach((stop, i) => {
    const y = 30 + i * gap;
    if (i > 0) d.arrow([[x, y - gap + 16], [x, y - 16]], { layer: stop.later ? 'faint' : 'line', head: false });
    d.circle(x, y, 12, stop.later ? 'legacy' : i === 0 ? 'ink' : 'accent');
    if (stop.note) d.text(x - 22, y, stop.note, 'caption', 'end');
    d.box(x + 30, y - 22, 366 - x + 60, 44, stop.label, stop.later ? 'legacy' : 'plain');
  });
}

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

  /** Data cloud engineering: a landing zone for data and AI, reached over a private link. */
  'data-landing-zone': (d) => {
    d.rect(176, 20, 284, 320, 'zone', 16);
    d.text(318, 44, 'Data landing zone', 'caption');
    const sources = d.box(20, 72, 112, 44, 'Sources');
    const [raw, curated] = [d.box(192, 72, 120, 44, 'Raw'), d.box(324, 72, 120, 44, 'Curated')];
    d.box(192, 136, 120, 44, 'Sandbox');
    d.box(324, 136, 120, 44, 'GPU pool');
    d.box(192, 200, 252, 44, 'Catalogue', 'ink');
    d.box(192, 272, 252, 48, 'Policy as code', 'warm');
    d.link(sources, raw);
    d.link(raw, curated);
    d.lock(154, 72);
    d.text(76, 150, 'Private', 'muted');
    d.text(76, 176, 'link', 'muted');
  },

  /** DevSecOps for data and ML: masked data and signed models pass one policy gate to production. */
  'ml-devsecops': (d) => {
    d.text(130, 30, 'Data', 'caption');
    d.text(350, 30, 'Model', 'caption');
    const [masked, trained] = [d.box(45, 52, 170, 44, 'Masked data'), d.box(265, 52, 170, 44, 'Train')];
    const [tested, signed] = [d.box(45, 128, 170, 44, 'Data tests'), d.box(265, 128, 170, 44, 'Scan & sign')];
    d.link(masked, tested);
    d.link(trained, signed);
    d.arrow([[tested.cx, tested.bottom + 4], [tested.cx, 222], [218, 222]]);
    d.arrow([[signed.cx, signed.bottom + 4], [signed.cx, 222], [262, 222]]);
    d.gate(240, 222);
    const registry = d.box(140, 268, 200, 48, 'Registry', 'ink');
    d.arrow([[240, 243], [240, registry.y - 4]]);
  },

  /** Real-time integration for data: change data capture onto one event stream, read by every system. */
  'event-streaming': (d) => {
    const producers = row(d, 24, ['ERP', 'Core DB', 'Web'], 120);
    d.box(20, 136, 440, 56, 'Event stream', 'ink', 28);
    for (const x of [48, 72, 398, 422]) d.rect(x, 157, 14, 14, 'warm', 3);
    const consumers = row(d, 252, ['Lakehouse', 'CRM', 'Apps'], 132);
    producers.forEach((box) => d.arrow([[box.cx, box.bottom + 4], [box.cx, 132]]));
    consumers.forEach((box) => d.arrow([[box.cx, 196], [box.cx, box.y - 4]]));
    d.text(240, 330, 'Same facts, same second', 'caption');
  },

  /** API-led integration: channels, partners and core systems around one managed API layer. */
  'api-integration-map': (d) => {
    const hub = d.box(150, 150, 180, 60, 'API layer', 'ink', 30);
    spokes(d, hub, [...row(d, 28, ['Mobile', 'Web', 'Partners'], 130), ...row(d, 288, ['ERP', 'Core', 'CRM'], 130)]);
    d.pill(20, 160, 110, 40, 'Events', 'accent');
    d.pill(350, 160, 110, 40, 'Portal', 'soft');
    d.arrow([[134, 180], [146, 180]], { head: false });
    d.arrow([[334, 180], [346, 180]], { head: false });
    d.check(hub.right - 12, hub.y + 4);
  },

  /** Business intelligence: sources, one semantic layer of certified metrics, a dashboard. */
  'semantic-layer': (d) => {
    const sources = row(d, 20, ['Sales', 'Finance', 'Ops'], 120);
    const layer = d.box(40, 96, 400, 104, '', 'ink', 16);
    d.text(240, 120, 'Semantic layer', 'onDark');
    d.above(() => ['Revenue', 'Margin', 'Churn'].forEach((label, i) => d.pill(58 + i * 126, 146, 112, 38, label)));
    sources.forEach((box) => d.arrow([[box.cx, box.bottom + 4], [box.cx, layer.y - 4]]));
    const card = d.box(130, 236, 220, 104, '', 'plain', 14);
    d.text(240, 258, 'Dashboard', 'text');
    d.above(() => [30, 44, 38, 52].forEach((h, i) => d.rect(170 + i * 38, 326 - h, 26, h, i === 3 ? 'accent' : 'band', 4)));
    d.arrow([[240, layer.bottom + 4], [240, card.y - 4]]);
    d.check(card.right - 4, card.y + 4);
  },

  /** Data governance: lineage from source systems through owned tables to reports, checked on the way. */
  'lineage-graph': (d) => {
    const [crm, core, pay] = ['CRM', 'Core', 'Payments'].map((label, i) => d.box(20, 40 + i * 110, 120, 44, label)) as [Box, Box, Box];
    const [customer, accounts] = [d.box(176, 90, 130, 48, 'Customer', 'ink'), d.box(176, 206, 130, 48, 'Accounts', 'ink')];
    const [risk, dash, reg] = ['Risk report', 'Dashboard', 'Regulator'].map((label, i) => d.box(330, 40 + i * 110, 130, 44, label)) as [Box, Box, Box];
    for (const [a, b] of [[crm, customer], [core, customer], [core, accounts], [pay, accounts], [customer, risk], [customer, dash], [accounts, dash], [accounts, reg]] as const) d.arrow([[a.right + 4, a.cy], [b.x - 4, b.cy]]);
    d.pill(204, 52, 74, 30, 'PII', 'warm');
    [risk, dash, reg].forEach((box) => d.check(box.right - 4, box.y + 2, 11));
  },

  /** MLOps: the loop that keeps a model in production earning its keep against a business KPI. */
  'mlops-loop': (d) => {
    loop(d, ['Data', 'Train', 'Validate', 'Deploy', 'Monitor'], 124, 120);
    d.pill(195, 182, 90, 40, 'KPI', 'warm');
    d.arrow([[206, 164], [226, 150], [244, 158], [272, 138]]);
  },

  /** Intelligent automation: process mining finds the bottleneck; documents, rules and people clear it. */
  'process-automation': (d) => {
    d.rect(20, 20, 440, 112, 'band', 14);
    d.text(36, 44, 'Process map', 'caption', 'start');
    const points: [number, number][] = [[60, 96], [140, 76], [140, 112], [226, 92], [310, 92], [400, 72], [400, 112]];
    for (const [a, b] of [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [4, 5], [4, 6]] as const) d.arrow([points[a]!, points[b]!], { head: false });
    points.forEach(([x, y], i) => (i === 3 ? d.circle(x, y, 14, 'warm') : d.circle(x, y, 8, 'accent')));
    const intake = d.box(20, 164, 120, 44, 'Intake');
    const docs = d.box(160, 164, 160, 44, 'Document AI');
    const rules = d.box(340, 164, 120, 44, 'Rules', 'ink');
    const review = d.box(130, 272, 190, 48, 'Human review', 'warm');
    const done = d.box(350, 272, 110, 48, 'Done', 'accent');
    d.link(intake, docs);
    d.link(docs, rules);
    d.link(rules, done);
    d.arrow([[rules.x + 20, rules.bottom + 4], [review.cx + 40, review.y - 4]]);
    d.link(review, done);
  },

  /** Cloud-native engineering: traffic through one gateway to services and databases in two regions. */
  'cloud-native': (d) => {
    const users = d.pill(20, 158, 96, 44, 'Users', 'soft');
    const gateway = d.box(136, 152, 112, 56, 'Gateway', 'ink');
    d.link(users, gateway);
    for (const [i, y] of [20, 196].entries()) {
      d.rect(276, y, 184, 144, 'zone', 14);
      d.text(368, y + 22, i ? 'Region B' : 'Region A', 'caption');
      for (const x of [300, 350, 400]) d.rect(x, y + 46, 36, 28, 'accent', 6);
      d.box(300, y + 86, 136, 44, 'Database');
      d.arrow([[gateway.right + 4, gateway.cy + (i ? 10 : -10)], [262, gateway.cy + (i ? 10 : -10)], [262, y + 60], [294, y + 60]]);
    }
    d.arrow([[368, 152], [368, 280]], { layer: 'faint', head: false });
  },

  /** Cloud migration in waves: each application rehosted, replatformed, refactored or retired. */
  'migration-waves': (d) => {
    const dc = d.box(20, 24, 144, 312, '', 'legacy', 14);
    d.text(dc.cx, 50, 'Data centre', 'muted');
    const cloud = d.box(356, 24, 104, 312, '', 'ink', 14);
    d.text(cloud.cx, 50, 'Cloud', 'onDark');
    [['Wave 1', 'Rehost', 100], ['Wave 2', 'Replatform', 180], ['Wave 3', 'Refactor', 260]].forEach(([wave, how, y]) => {
      const at = Number(y);
      d.above(() => {
        d.rect(44, at - 14, 96, 28, 'band', 6);
        d.rect(380, at - 14, 56, 28, 'accent', 6);
      });
      d.text(260, at - 20, String(wave), 'caption');
      d.arrow([[170, at], [350, at]]);
      d.text(260, at + 20, String(how), 'muted');
    });
    d.pill(196, 300, 124, 36, 'Retire', 'warm');
    d.arrow([[170, 318], [190, 318]], { layer: 'faint', head: false });
  },

  /** DevSecOps: every change built, tested, scanned and signed, with gates, on its way to production. */
  'devsecops-pipeline': (d) => {
    const top = ['Commit', 'Build', 'Test'].map((label, i) => d.box(20 + i * 165, 40, 110, 48, label));
    const bottom = ['Deploy', 'Sign', 'Scan'].map((label, i) => d.box(20 + i * 165, 168, 110, 48, label, i === 0 ? 'accent' : 'plain'));
    // A gate sits on its link, so the links through gates carry no arrowhead.
    d.link(top[0]!, top[1]!);
    d.link(top[1]!, top[2]!, { head: false });
    d.link(top[2]!, bottom[2]!);
    d.link(bottom[2]!, bottom[1]!, { head: false });
    d.link(bottom[1]!, bottom[0]!, { head: false });
    d.gate(canvasMid(top[1]!, top[2]!), 64, 13);
    d.gate(canvasMid(bottom[1]!, bottom[2]!), 192, 13);
    d.gate(canvasMid(bottom[0]!, bottom[1]!), 192, 13);
    const audit = d.box(20, 276, 440, 48, 'Audit evidence', 'ink');
    for (const x of [canvasMid(top[1]!, top[2]!), canvasMid(bottom[1]!, bottom[2]!), canvasMid(bottom[0]!, bottom[1]!)]) d.arrow([[x, x > 300 ? 82 : 210], [x, audit.y - 6]], { layer: 'faint', head: false });
  },

  /** Digital commerce: a phone checkout on headless APIs for search, payment, orders and stock. */
  'checkout-flow': (d) => {
    d.rect(40, 20, 150, 320, 'plain', 26);
    d.above(() => {
      d.rect(60, 48, 110, 96, 'band', 10);
      for (const [y, w] of [[164, 100], [184, 70]]) d.rect(60, y!, w!, 10, 'band', 5);
    });
    d.text(60, 224, '$48.00', 'text', 'start');
    const pay = d.pill(60, 270, 110, 44, 'Pay', 'accent');
    const apis = ['Search', 'Payments', 'Orders', 'Stock'].map((label, i) => d.box(300, 36 + i * 80, 160, 44, label));
    d.arrow([[236, 58], [236, 302]], { head: false });
    d.arrow([[pay.right + 4, pay.cy], [236, pay.cy]], { head: false });
    apis.forEach((box) => d.arrow([[236, box.cy], [box.x - 4, box.cy]]));
    d.check(apis[1]!.right - 4, apis[1]!.y + 2, 11);
  },

  /** Digital experience: design tokens feed components, which build the journeys on every screen. */
  'design-system': (d) => {
    const captions = ['Tokens', 'Components', 'Journeys'];
    captions.forEach((label, i) => d.text(24, [50, 130, 250][i]!, label, 'caption', 'start'));
    for (const [i, layer] of (['ink', 'accent', 'warm', 'band'] as const).entries()) d.circle(200 + i * 46, 50, 17, layer);
    d.pill(190, 112, 100, 36, '', 'accent');
    d.box(306, 112, 150, 36, '', 'plain', 8);
    d.above(() => d.rect(322, 126, 70, 8, 'band', 4));
    d.arrow([[300, 74], [300, 100]]);
    d.arrow([[300, 156], [300, 182]]);
    d.rect(190, 192, 74, 140, 'plain', 14);
    d.rect(280, 192, 176, 140, 'plain', 12);
    d.above(() => {
      d.rect(202, 210, 50, 36, 'band', 6);
      d.rect(202, 298, 50, 20, 'accent', 10);
      d.rect(296, 210, 144, 40, 'band', 6);
      d.rect(296, 262, 66, 10, 'band', 5);
      d.rect(296, 282, 90, 10, 'band', 5);
      d.rect(392, 300, 48, 20, 'accent', 10);
    });
  },

  /** Low-code: requests on spreadsheets and e-mail become governed apps from one factory. */
  'low-code-factory': (d) => {
    const sheets = d.box(20, 44, 156, 44, 'Spreadsheets', 'legacy');
    const mail = d.box(20, 124, 156, 44, 'E-mail', 'legacy');
    const factory = d.box(206, 44, 116, 124, 'App\nfactory', 'ink', 14);
    d.link(sheets, factory);
    d.arrow([[mail.right + 4, mail.cy], [factory.x - 4, mail.cy]]);
    ['Claims', 'Leave', 'Assets'].forEach((label, i) => {
      const app = d.box(352, 30 + i * 52, 108, 40, label, 'accent', 8);
      d.arrow([[factory.right + 4, factory.cy], [app.x - 4, app.cy]]);
    });
    const governance = d.box(20, 264, 440, 56, 'Platform governance', 'warm', 14);
    d.arrow([[factory.cx, factory.bottom + 4], [factory.cx, governance.y - 4]], { layer: 'faint', head: false });
  },

  /** Platform engineering: a portal, a golden path from template to runtime, self-service underneath. */
  'golden-path': (d) => {
    const portal = d.box(60, 20, 360, 48, 'Developer portal', 'ink');
    d.arrow([[20, 150], [460, 150]], { layer: 'warmLine' });
    ['Template', 'Pipeline', 'Runtime'].forEach((label, i) => d.pill(30 + i * 140, 128, 124, 44, label));
    d.text(240, 96, 'Golden path', 'caption');
    d.arrow([[portal.x + 32, portal.bottom + 4], [portal.x + 32, 122]]);
    d.rect(20, 204, 440, 136, 'band', 14);
    d.text(36, 228, 'Self-service', 'caption', 'start');
    ['Compute', 'Data', 'Secrets'].forEach((label, i) => d.box(36 + i * 140, 256, 128, 44, label));
    d.check(444, 228, 11);
  },

  /** Quality engineering: the test pyramid, with performance and accessibility tested beside it. */
  'test-pyramid': (d) => {
    const half = (y: number) => (190 * (y - 28)) / 288;
    const tier = (top: number, bottom: number, layer: 'warm' | 'accent' | 'ink') =>
      d.path(`M${Math.round(240 - half(top))} ${top}H${Math.round(240 + half(top))}L${Math.round(240 + half(bottom))} ${bottom}H${Math.round(240 - half(bottom))}z`, layer);
    tier(28, 120, 'warm');
    tier(128, 216, 'accent');
    tier(224, 316, 'ink');
    d.text(240, 96, 'UI', 'text');
    d.text(240, 180, 'API & contract', 'onDark');
    d.text(240, 276, 'Unit', 'onDark');
    d.pill(20, 24, 150, 40, 'Performance', 'soft');
    d.pill(300, 24, 160, 40, 'Accessibility', 'soft');
  },

  /** Oracle E-Business Suite: upgraded, tuned and rehosted now, ready to move to the cloud later. */
  'ebs-roadmap': (d) => {
    road(d, [{ label: 'Upgrade to 12.2' }, { label: 'Tune and support' }, { label: 'Host on OCI or AWS' }, { label: 'Cloud, when ready', later: true }]);
  },

  /** Oracle Cloud applications: ERP, EPM and HCM delivered to a fixed go-live, then every quarterly update tested. */
  'fusion-timeline': (d) => {
    d.text(330, 28, 'Go-live', 'caption');
    [['ERP', 90, 300], ['EPM', 150, 316], ['HCM', 118, 306]].forEach(([label, from, to], i) => {
      const y = 52 + i * 64;
      d.rect(20, y, 440, 52, 'band', 10);
      d.text(36, y + 26, String(label), 'caption', 'start');
      d.rect(Number(from), y + 12, Number(to) - Number(from), 28, i === 0 ? 'ink' : 'accent', 14);
    });
    d.rect(327, 44, 6, 200, 'warm', 3);
    d.arrow([[90, 268], [460, 268]], { layer: 'faint', head: false });
    for (const x of [372, 412, 452]) d.check(x - 8, 268, 12);
    d.text(320, 316, 'Quarterly updates', 'caption');
  },

  /** Oracle consulting: stay, upgrade or move, decided by the business case, not a sales quota. */
  'oracle-options': (d) => {
    const estate = d.box(150, 24, 180, 48, 'Your estate', 'ink');
    const options = ['Stay\nand tune', 'Upgrade\nto 12.2', 'Move to\nCloud'].map((label, i) => d.box(20 + i * 155, 120, 130, 68, label));
    const business = d.box(120, 268, 240, 52, 'Business case', 'warm');
    options.forEach((box) => {
      d.link(estate, box);
      d.arrow([[box.cx, box.bottom + 4], [business.cx + (box.cx - 240) / 3, business.y - 4]]);
    });
  },

  /** PeopleSoft to Fusion HCM: clean data, fit to standard, parallel payroll runs that match. */
  'peoplesoft-to-fusion': (d) => {
    const from = d.box(20, 24, 150, 48, 'PeopleSoft', 'legacy');
    const to = d.box(310, 24, 150, 48, 'Fusion HCM', 'ink');
    d.link(from, to);
    const steps = ['Clean data', 'Fit to standard', 'Parallel payroll'].map((label, i) => d.box(110, 96 + i * 58, 260, 44, label, i === 2 ? 'accent' : 'plain'));
    d.link(steps[0]!, steps[1]!);
    d.link(steps[1]!, steps[2]!);
    const runs = [d.pill(60, 300, 140, 40, 'Old run', 'soft'), d.pill(280, 300, 140, 40, 'New run')];
    d.text(240, 320, '=', 'text');
    runs.forEach((run) => d.arrow([[240, steps[2]!.bottom + 4], [run.cx, run.y - 4]]));
    d.check(runs[1]!.right - 4, runs[1]!.y + 2, 11);
  },

  /** Sales Cloud: pipeline stages with exit criteria, narrowing from lead to won deal. */
  'sales-pipeline': (d) => {
    (['Lead', 'Qualified', 'Proposal', 'Won'] as const).forEach((label, i) => {
      const w = 400 - i * 70;
      const box = d.box(240 - w / 2, 24 + i * 68, w, 52, label, i === 3 ? 'ink' : i === 2 ? 'accent' : 'soft');
      if (i < 3) d.check(box.right - 6, box.bottom, 12);
    });
    d.text(240, 320, 'Exit criteria at each stage', 'caption');
  },

  /** Service Cloud: every channel routed to the agent who can resolve it, with knowledge at hand. */
  'service-routing': (d) => {
    const channels = ['Phone', 'Chat', 'E-mail'].map((label, i) => d.pill(20, 40 + i * 70, 110, 44, label, 'soft'));
    const routing = d.box(166, 102, 124, 60, 'Routing', 'ink');
    channels.forEach((box) => d.arrow([[box.right + 4, box.cy], [routing.x - 4, routing.cy + (box.cy - routing.cy) / 4]]));
    const knowledge = d.box(326, 24, 134, 44, 'Knowledge', 'soft');
    const agent = d.box(326, 110, 134, 44, 'Agent');
    const resolved = d.pill(326, 196, 134, 44, 'Resolved', 'warm');
    d.link(routing, agent);
    d.link(knowledge, agent);
    d.link(agent, resolved);
    const view = d.box(120, 276, 220, 48, 'Customer 360', 'accent');
    d.arrow([[view.right + 4, view.cy], [393, view.cy], [393, resolved.bottom + 4]], { layer: 'faint', head: false });
  },

  /** Data Cloud: web, store and CRM data resolved into one profile, activated in Sales, Service and Marketing. */
  'customer-data-cloud': (d) => {
    const sources = row(d, 24, ['Web', 'Store', 'CRM'], 120);
    d.person(240, 168, 48);
    sources.forEach((box) => d.arrow([[box.cx, box.bottom + 4], [240 + (box.cx - 240) / 6, 114]]));
    d.text(300, 168, 'One profile', 'caption', 'start');
    const uses = row(d, 272, ['Sales', 'Service', 'Marketing'], 132, 48, 'accent');
    uses.forEach((box) => d.arrow([[240 + (box.cx - 240) / 6, 222], [box.cx, box.y - 4]]));
  },

  /** The services index: four practices working to one roadmap. */
  'practices-map': (d) => {
    const hub = d.box(150, 150, 180, 60, 'One roadmap', 'warm', 30);
    spokes(d, hub, [d.box(20, 30, 190, 52, 'Data & AI', 'ink'), d.box(270, 30, 190, 52, 'Engineering', 'ink'), d.box(20, 278, 190, 52, 'Oracle', 'accent'), d.box(270, 278, 190, 52, 'Salesforce', 'accent')]);
  },

  /** The industries index: six sectors, one shared set of platforms and practices. */
  'industries-map': (d) => {
    d.circle(240, 180, 38, 'ink');
    for (const [x, y] of [[222, 162], [242, 162], [222, 182], [242, 182]]) d.rect(x!, y!, 16, 16, 'white', 3);
    const sectors = ['Banking', 'Public sector', 'Healthcare', 'Retail', 'Media', 'Manufacturing'].map((label, i) => d.box(i < 3 ? 20 : 282, 36 + (i % 3) * 112, 178, 48, label));
    sectors.forEach((box) => {
      const [x, y] = [box.x < 240 ? box.right : box.x, box.cy];
      const length = Math.hypot(x - 240, y - 180);
      d.arrow([[x, y], [240 + ((x - 240) * 38) / length, 180 + ((y - 180) * 38) / length]], { head: false });
    });
  },

  /** Get started: a 30-minute call, a week of discovery, a written roadmap on day ten. */
  'roadmap-timeline': (d) => {
    road(d, [{ label: 'A 30-minute call', note: 'Day 1' }, { label: 'Discovery', note: 'Week 1' }, { label: 'Written roadmap', note: 'Day 10' }], 110);
  },
};

/** The x halfway between two boxes side by side. */
function canvasMid(a: Box, b: Box): number {
  const [left, right] = a.x < b.x ? [a, b] : [b, a];
  return Math.round((left.right + right.x) / 2);
}
