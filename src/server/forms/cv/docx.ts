/**
 * Active or hostile content in a Word 2007+ file (a ZIP), read from the ZIP's central directory
 * with yauzl: entries are listed without inflating anything, and only the small relationship
 * parts (`*.rels`) and `[Content_Types].xml` are inflated, in memory, each under a size cap.
 *
 * Refused: links to outside content other than an ordinary web or mail hyperlink (an `oleObject`
 * or template with an external target is the Follina pattern; a plain hyperlink to a LinkedIn
 * profile is what a CV holds), macros (`vbaProject.bin`, any other binary part but printer
 * settings, ActiveX controls, a macro-enabled content type), entry names that climb out of a
 * folder or are absolute, too many entries, and sizes that only a ZIP bomb declares.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

const MAX_ENTRIES = 1000;
const MAX_TOTAL_UNCOMPRESSED = 50 * 1024 * 1024;
/** Word's XML compresses 5–20×; a real part is never 100× smaller than it unpacks. */
const MAX_RATIO = 100;
/** Below this an entry's ratio says nothing (a few kB of repeated markup can compress far). */
const RATIO_APPLIES_FROM = 1024 * 1024;
/** A relationships part or the content types is a few kB; beyond this it is not one. */
const XML_PART_CAP = 1024 * 1024;

/** Why the .docx is refused, or null when it is an ordinary document. */
export async function docxActiveContent(bytes: Buffer): Promise<string | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch {
    return 'ZIP directory cannot be read';
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) return `${zip.entryCount} entries (more than ${MAX_ENTRIES})`;
    let total = 0;
    let compressed = 0;
    for await (const entry of entries(zip)) {
      const names = entryNames(entry);
      for (const name of names) {
        const problem = nameProblem(name);
        if (problem) return problem;
      }
      const name = names[0]!;
      total += entry.uncompressedSize;
      compressed += entry.compressedSize;
      if (total > MAX_TOTAL_UNCOMPRESSED) return `unpacks to more than ${MAX_TOTAL_UNCOMPRESSED / 1024 / 1024} MB`;
      if (entry.uncompressedSize >= RATIO_APPLIES_FROM && entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)) return `entry ${name} unpacks more than ${MAX_RATIO}×`;
      const macro = macroPart(name);
      if (macro) return macro;
      if (/\.rels$/i.test(name) || name === '[Content_Types].xml') {
        if (entry.uncompressedSize > XML_PART_CAP) return `${name} is larger than ${XML_PART_CAP} bytes`;
        const xml = await inflated(zip, entry);
        if (xml === null) return `${name} cannot be inflated`;
        const problem = name.endsWith('.rels') ? externalRelationship(xml) : macroContentType(xml);
        if (problem) return `${problem} (in ${name})`;
      }
    }
    if (total >= RATIO_APPLIES_FROM && total > MAX_RATIO * Math.max(1, compressed)) return `unpacks more than ${MAX_RATIO}× its size`;
    return null;
  } catch {
    return 'ZIP cannot be read';
  } finally {
    zip.close();
  }
}

/** The entries one at a time (lazyEntries: the next is read only when asked for). */
async function* entries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => zip.removeListener('entry', onEntry).removeListener('end', onEnd).removeListener('error', onError);
      const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (error: Error) => (cleanup(), reject(error));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/** The entry's name as stored, and the Unicode name an Info-ZIP extra field may give instead (readers use that one). */
function entryNames(entry: yauzl.Entry): string[] {
  const raw = entry.fileName as unknown as Buffer;
  const names = [raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1')];
  for (const field of entry.extraFields) {
    if (field.id === 0x7075 && field.data.length > 5) names.push(field.data.subarray(5).toString('utf8'));
  }
  return names;
}

function nameProblem(name: string): string | null {
  if (name.includes('\\')) return `entry name with a backslash: ${name}`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `absolute entry name: ${name}`;
  if (name.split('/').includes('..')) return `entry name climbing out of its folder: ${name}`;
  if (/[\p{Cc}]/u.test(name)) return 'entry name with control characters';
  return null;
}

function macroPart(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('vbaproject.bin') || lower.endsWith('vbadata.xml')) return `macro part ${name}`;
  if (lower.includes('/activex/')) return `ActiveX control ${name}`;
  // Printer settings are the one binary part Word writes into an ordinary document; any other
  // (macros, attached toolbars, embedded OLE packages) can run or carry a program.
  if (lower.endsWith('.bin') && !/^word\/printersettings\/[^/]+\.bin$/.test(lower)) return `binary part ${name}`;
  return null;
}

/** An external relationship other than a web or mail hyperlink. */
function externalRelationship(xml: string): string | null {
  for (const element of xml.matchAll(/<\s*(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attributes = xmlAttributes(element[1]!);
    if ((attributes.TargetMode ?? '').trim().toLowerCase() !== 'external') continue;
    const type = attributes.Type ?? '';
    const target = (attributes.Target ?? '').trim();
    if (/\/hyperlink$/.test(type) && /^(https?:|mailto:)/i.test(target)) continue;
    return `external relationship ${type.split('/').pop() || '(no type)'} to ${target.slice(0, 100)}`;
  }
  return null;
}

function macroContentType(xml: string): string | null {
  const decoded = decodeEntities(xml);
  if (/macroEnabled|vbaProject|ms-office\.activeX/i.test(decoded)) return 'a macro-enabled content type';
  return null;
}

function xmlAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const match of text.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!.replace(/^.*:/, '')] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/** XML character references and the five predefined entities (`&#69;xternal` is "External"). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? all;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/** The part's text, inflated in memory and stopped at the cap; null when it cannot be read. */
async function inflated(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string | null> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > XML_PART_CAP) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    return null;
  }
  return Buffer.concat(chunks).toString('utf8');
}
