import { describe, expect, it } from 'vitest';
import { attachmentHeader, detectCvType, safeFilename } from '../../../src/server/forms/file-type.ts';
import { DOC, DOCX, EXE, PDF, XLSX } from '../_multipart.ts';

describe('CV file types', () => {
  it('decides by bytes', () => {
    expect(detectCvType(PDF)?.contentType).toBe('application/pdf');
    expect(detectCvType(DOC)?.contentType).toBe('application/msword');
    expect(detectCvType(DOCX)?.extension).toBe('docx');
    expect(detectCvType(XLSX)).toBeNull();
    expect(detectCvType(EXE)).toBeNull();
    expect(detectCvType(Buffer.alloc(0))).toBeNull();
  });

  it('makes safe download names', () => {
    const pdf = { contentType: 'application/pdf', extension: 'pdf' };
    expect(safeFilename('../../etc/passwd', pdf)).toBe('passwd.pdf');
    expect(safeFilename('C:\\Users\\me\\cv.exe', pdf)).toBe('cv.pdf');
    expect(safeFilename('a"b<c>\r\n.pdf', pdf)).toBe('abc.pdf');
    expect(safeFilename('', pdf)).toBe('cv.pdf');
    expect(attachmentHeader('Zoë "x".pdf')).toBe(`attachment; filename="Zo_ _x_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22.pdf`);
  });
});
