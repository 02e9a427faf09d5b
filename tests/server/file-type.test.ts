/** What a CV is, decided from its bytes: a .docx must be a real ZIP whose directory lists the Word part. */
import { describe, expect, it } from 'vitest';
import { detectCvType, zipEntryNames } from '../../src/server/forms/file-type.ts';
import { DOCX, FAKE_DOCX, XLSX, zip } from './_multipart.ts';

describe('CV type from bytes', () => {
  it('accepts a real .docx, read from its central directory', () => {
    expect(zipEntryNames(DOCX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(detectCvType(DOCX)?.extension).toBe('docx');
  });

  it('refuses a file that starts like a ZIP and only mentions word/document.xml', () => {
    expect(detectCvType(FAKE_DOCX)).toBeNull();
    // The Word part's name inside another entry's content is not an entry.
    const smuggled = zip({ '[Content_Types].xml': '<Types/>', 'notes.txt': 'see word/document.xml' });
    expect(detectCvType(smuggled)).toBeNull();
    expect(detectCvType(XLSX)).toBeNull();
  });

  it('refuses a truncated or corrupted .docx', () => {
    expect(detectCvType(DOCX.subarray(0, DOCX.length - 10))).toBeNull();
    const broken = Buffer.from(DOCX);
    broken.writeUInt32LE(0xffff, broken.length - 6); // directory offset past the end
    expect(detectCvType(broken)).toBeNull();
  });
});
