import { inflateSync } from 'node:zlib';

/**
 * A WOFF (1.0) font as the TrueType/OpenType file it wraps. The build draws text with the fonts the
 * site's @fontsource packages ship as WOFF, and the text renderer (Pango, through sharp) reads only
 * plain font files. WOFF is the same tables, each deflated, behind a longer header (W3C WOFF 1.0).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressedLength, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [number, number, number, number, number];
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag, checksum, data: compressedLength < length ? inflateSync(stored) : stored };
  });
  // The sfnt header, then one 16-byte record per table, then the tables, each padded to 4 bytes.
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = header.length;
  const bodies = tables.map((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}
