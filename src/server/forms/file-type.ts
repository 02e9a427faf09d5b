/**
 * Decides what a CV is from its bytes, never from its name or the browser's declared type:
 * PDF (`%PDF-`), legacy Word (OLE compound file) or Word 2007+ (a ZIP holding `word/document.xml`).
 */
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
  // A .docx is a ZIP; other ZIPs (xlsx, plain archives) are refused. Entry names are stored in
  // clear in the local headers, so finding the main document part is enough here.
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/document.xml')) {
    return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  }
  return null;
}

/** A safe download name: no path, no control or quote characters, the detected extension. */
export function safeFilename(original: string | undefined, type: DetectedType): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
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
