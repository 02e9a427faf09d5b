/** Builds multipart/form-data bodies for inject (no extra dependency). */
export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----northbeam${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024, 0)]);
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
  Buffer.alloc(16, 0),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(64, 1),
  Buffer.from('PK\x03\x04'),
  Buffer.alloc(22, 0),
  Buffer.from('word/document.xml'),
  Buffer.alloc(256, 2),
]);
export const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0), Buffer.from('xl/workbook.xml'), Buffer.alloc(64, 1)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]);
