import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
const woff = readFileSync(process.argv[2]);
const flavor = woff.readUInt32BE(4), numTables = woff.readUInt16BE(12);
const tables = [];
for (let i = 0; i < numTables; i++) {
  const o = 44 + i * 20;
  const tag = woff.readUInt32BE(o), offset = woff.readUInt32BE(o + 4), compLength = woff.readUInt32BE(o + 8), origLength = woff.readUInt32BE(o + 12), checksum = woff.readUInt32BE(o + 16);
  const raw = woff.subarray(offset, offset + compLength);
  tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : raw });
}
let entrySelector = Math.floor(Math.log2(numTables)); const searchRange = 2 ** entrySelector * 16;
const header = Buffer.alloc(12 + 16 * numTables);
header.writeUInt32BE(flavor, 0); header.writeUInt16BE(numTables, 4); header.writeUInt16BE(searchRange, 6); header.writeUInt16BE(entrySelector, 8); header.writeUInt16BE(numTables * 16 - searchRange, 10);
let offset = header.length; const bodies = [];
tables.forEach((t, i) => { const o = 12 + i * 16; header.writeUInt32BE(t.tag, o); header.writeUInt32BE(t.checksum, o + 4); header.writeUInt32BE(offset, o + 8); header.writeUInt32BE(t.data.length, o + 12); const padded = Buffer.alloc((t.data.length + 3) & ~3); t.data.copy(padded); bodies.push(padded); offset += padded.length; });
writeFileSync(process.argv[3], Buffer.concat([header, ...bodies]));
