/**
 * Active content in a PDF: the names that make a reader run something (JavaScript, launching a
 * program, opening an action on load, files carried inside). Names are read as the PDF syntax
 * defines them, so a hex-escaped `/J#61vaScript` is `/JavaScript`, and objects packed into
 * compressed object streams (`/ObjStm`, FlateDecode) are inflated in memory, with a hard cap on
 * the output, and read the same way.
 */
import { constants, inflateSync } from 'node:zlib';

/** The names refused anywhere in the file (a dictionary key or a value such as `/S /Launch`). */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'OpenAction']);

/** One object stream may unpack to at most this; a CV's are a few hundred kB at most. */
const STREAM_OUTPUT_CAP = 8 * 1024 * 1024;
/** All object streams of one file together. */
const TOTAL_OUTPUT_CAP = 32 * 1024 * 1024;

/** Why the PDF is refused, or null when it carries none of the active names. */
export function pdfActiveContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const found = activeName(text);
  if (found) return `PDF name /${found}`;
  let unpacked = 0;
  for (const stream of objectStreams(text)) {
    if (stream.filters.some((filter) => filter !== 'FlateDecode')) return `object stream with filter ${stream.filters.join(', ')} (cannot be checked)`;
    const start = stream.dataStart;
    const data = bytes.subarray(start, stream.dataEnd);
    let inflated: Buffer;
    try {
      const budget = Math.min(STREAM_OUTPUT_CAP, TOTAL_OUTPUT_CAP - unpacked);
      // SYNC_FLUSH: take what inflates even when the stream's end is missing, as readers do.
      inflated = stream.filters.length ? inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH }) : data;
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === 'ERR_BUFFER_TOO_LARGE' ? 'object stream unpacks beyond the cap' : 'object stream cannot be inflated (cannot be checked)';
    }
    unpacked += inflated.length;
    const hidden = activeName(inflated.toString('latin1'));
    if (hidden) return `PDF name /${hidden} inside a compressed object stream`;
  }
  return null;
}

/** The first refused name in PDF text, with `#xx` escapes decoded. */
function activeName(text: string): string | null {
  // A name is a slash and the regular characters up to a delimiter or white space (PDF 1.7, 7.3.5).
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = decodeName(match[1]!);
    if (ACTIVE_NAMES.has(name)) return name;
  }
  return null;
}

function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}

interface ObjectStream {
  filters: string[];
  dataStart: number;
  dataEnd: number;
}

/** The streams whose dictionary says `/Type /ObjStm` (names decoded), with their filters and data. */
function* objectStreams(text: string): Generator<ObjectStream> {
  const streamKeyword = /\bstream(?:\r\n|\n|\r)/g;
  let previousEnd = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const dataStart = match.index + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    const dataEnd = end === -1 ? text.length : end;
    // The stream's dictionary is what precedes the keyword since its object began.
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(previousEnd, objectStart === -1 ? 0 : objectStart), match.index);
    previousEnd = dataEnd;
    streamKeyword.lastIndex = dataEnd;
    const names = [...dictionary.matchAll(/\/([^\s/[\]<>(){}%]+)/g)].map((name) => decodeName(name[1]!));
    const typeAt = names.indexOf('Type');
    if (typeAt === -1 || names[typeAt + 1] !== 'ObjStm') continue;
    const filterAt = names.indexOf('Filter');
    // The filter is one name or an array of names, which run until the next key.
    const filters: string[] = [];
    if (filterAt !== -1) {
      for (const name of names.slice(filterAt + 1)) {
        if (!/(Decode|^AHx|^A85|^LZW|^Fl|^RL|^CCF|^DCT)$/.test(name)) break;
        filters.push(name);
      }
      if (filters.length === 0) filters.push('unknown');
    }
    // Trailing end-of-line before `endstream` is not part of the data.
    let trimmed = dataEnd;
    while (trimmed > dataStart && (text[trimmed - 1] === '\n' || text[trimmed - 1] === '\r')) trimmed--;
    yield { filters, dataStart, dataEnd: trimmed };
  }
}
