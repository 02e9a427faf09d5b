/**
 * Macros in a legacy Word file (an OLE2 compound file): Word keeps a document's VBA project in a
 * storage named `Macros` (and `_VBA_PROJECT_CUR` / `VBA` / `_VBA_PROJECT` below it).
 *
 * Limit, knowingly: this does not follow the file's sector chains. It scans every 128-byte slot
 * after the 512-byte header for something shaped like a directory entry (a UTF-16 name of the
 * stated length, a storage or stream type), which is where directory entries always sit. A data
 * sector that happened to hold such a slot would refuse a clean file (harmless); a file whose
 * directory is encrypted or malformed is not understood here, which is what the optional ClamAV
 * scan is for.
 */
const HEADER = 512;
const ENTRY = 128;
const MACRO_NAMES = new Set(['macros', '_vba_project', '_vba_project_cur', 'vba']);
const STORAGE = 1;
const STREAM = 2;

/** Why the .doc is refused, or null when no macro storage is listed. */
export function docMacros(bytes: Buffer): string | null {
  for (let at = HEADER; at + ENTRY <= bytes.length; at += ENTRY) {
    const nameBytes = bytes.readUInt16LE(at + 64);
    const type = bytes[at + 66];
    if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0 || (type !== STORAGE && type !== STREAM)) continue;
    // The stored length counts the terminating NUL.
    if (bytes.readUInt16LE(at + nameBytes - 2) !== 0) continue;
    const name = bytes.toString('utf16le', at, at + nameBytes - 2);
    if (MACRO_NAMES.has(name.toLowerCase())) return `macro storage ${name}`;
  }
  return null;
}
