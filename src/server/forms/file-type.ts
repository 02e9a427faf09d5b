/**
 * Decides what a CV is from its bytes, never from its name or the browser's declared type:
 * PDF (`%PDF-`), legacy Word (OLE compound file) or Word 2007+ (a ZIP whose directory lists `word/document.xml`).
 */
import { stripHidden } from '../../forms/plain-text.ts';

export interface DetectedType {
  contentType: string;
  extension: string;
}

const PDF = Buffer.from('%PDF-');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectCvType(bytes: Buffer): DetectedType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.subarray(0, OLE.length).equals(OLE)) return { contentType: 'application/msword', extension: 'doc' };
  // A .docx is a ZIP whose central directory (the ZIP's real table of contents, at its end) lists
  // the main document part and the content-types part; other ZIPs (xlsx, archives) are refused.
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) {
    const names = zipEntryNames(bytes);
    if (names?.includes('word/document.xml') && names.includes('[Content_Types].xml')) {
      return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
    }
  }
  return null;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;

/**
 * The entry names of a ZIP, read from its central directory; null when the ZIP is not well formed
 * (no end record, a directory out of bounds, an entry not pointing at a local header).
 */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < 22) return null;
  // The end record is the last 22 bytes, unless a comment (at most 65 535 bytes) follows it.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (bytes.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) continue;
    const count = bytes.readUInt16LE(end + 10);
    const size = bytes.readUInt32LE(end + 12);
    const start = bytes.readUInt32LE(end + 16);
    if (start + size > end) return null;
    const names: string[] = [];
    let at = start;
    for (let i = 0; i < count; i++) {
      if (at + 46 > start + size || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      const local = bytes.readUInt32LE(at + 42);
      if (local + 4 > start || bytes.readUInt32LE(local) !== LOCAL_ENTRY) return null;
      if (at + 46 + nameLength > start + size) return null;
      names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** A safe download name: no path, no control, formatting or quote characters, the detected extension. */
export function safeFilename(original: string | undefined, type: DetectedType): string {
  // Controls, bidi overrides and zero-width characters first: "invoice\u202Excod.pdf" shows as "invoicefdp.docx".
  const base = stripHidden(original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/["<>:|?*]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'cv'}.${type.extension}`;
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
