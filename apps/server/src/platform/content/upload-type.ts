import { fileTypeFromBuffer } from 'file-type';
import type { FileType } from '@portal/contract/domain/file-type';

/**
 * Recognises an upload's type from its bytes (SPEC §5) where uploads are received, with the maintained `file-type`
 * library (ADR 023). What it cannot tell, this file adds, narrowly:
 * - an OLE compound file (file-type's 'cfb') is a doc, xls or ppt by the main stream its root storage holds;
 * - 'BM' alone is not a bitmap: the DIB header's size must be a known one, so a text starting "BM" stays text;
 * - text (file-type recognises none) is valid UTF-8 without control characters: csv by its name, else txt; a text
 *   type file-type does name (xml, svg, ics...) is still only text here, and binary types it names fail this test;
 * - docx, xlsx and pptx only with a `[Content_Types].xml` part: file-type guesses them from `word/`, `xl/` or `ppt/`
 *   entries when it does not reach that part.
 */

/** file-type's extension → the portal's type, for the types of SPEC §5's lists; anything else is refused. */
const fromLibrary: Readonly<Record<string, FileType>> = {
  bmp: 'bmp',
  gif: 'gif',
  jpg: 'jpeg',
  png: 'png',
  tif: 'tiff',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odt',
  ods: 'ods',
  rtf: 'rtf',
};

function u16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, offset: number): number {
  return (u16(bytes, offset) | (u16(bytes, offset + 2) << 16)) >>> 0;
}

function hasExtension(fileName: string | undefined, extension: string): boolean {
  return fileName !== undefined && fileName.toLowerCase().endsWith(extension);
}

/** A bitmap's DIB header has one of the known sizes. */
function hasBitmapHeader(bytes: Uint8Array): boolean {
  return [12, 40, 52, 56, 64, 108, 124].includes(u32(bytes, 14));
}

// OLE compound file (doc, xls, ppt): https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb
const oleNoStream = 0xffffffff;
const oleLastRegularSector = 0xfffffffa;
const oleHeaderFatSectors = 109;
const oleMainStreams: readonly (readonly [string, FileType])[] = [
  ['WordDocument', 'doc'],
  ['PowerPoint Document', 'ppt'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
];

type OleDirectoryEntry = { name: string; type: number; left: number; right: number; child: number };

function oleEntryAt(bytes: Uint8Array, at: number): OleDirectoryEntry | undefined {
  if (at + 128 > bytes.length) return undefined;
  const nameBytes = u16(bytes, at + 64);
  const type = bytes[at + 66] ?? 0;
  if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0 || ![1, 2, 5].includes(type)) return undefined;
  let name = '';
  for (let index = 0; index < nameBytes - 2; index += 2) name += String.fromCharCode(u16(bytes, at + index));
  return { name, type, left: u32(bytes, at + 68), right: u32(bytes, at + 72), child: u32(bytes, at + 76) };
}

/** Names of the root storage's children, read through the directory chain; undefined if it lies beyond the bytes. */
function oleRootChildNames(bytes: Uint8Array): string[] | undefined {
  const sectorShift = u16(bytes, 30);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 2 ** sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const fatEntriesPerSector = sectorSize / 4;
  const nextSector = (sector: number): number | undefined => {
    const fatIndex = Math.floor(sector / fatEntriesPerSector);
    if (fatIndex >= oleHeaderFatSectors) return undefined;
    const fatSector = u32(bytes, 76 + fatIndex * 4);
    const at = sectorOffset(fatSector) + (sector % fatEntriesPerSector) * 4;
    return fatSector <= oleLastRegularSector && at + 4 <= bytes.length ? u32(bytes, at) : undefined;
  };

  const directorySectors: number[] = [];
  for (let sector = u32(bytes, 48); sector <= oleLastRegularSector;) {
    if (directorySectors.includes(sector) || directorySectors.length > 4096) return undefined;
    directorySectors.push(sector);
    const next = nextSector(sector);
    if (next === undefined) return undefined;
    sector = next;
  }
  const entriesPerSector = sectorSize / 128;
  const entry = (id: number) => {
    const sector = directorySectors[Math.floor(id / entriesPerSector)];
    return sector === undefined ? undefined : oleEntryAt(bytes, sectorOffset(sector) + (id % entriesPerSector) * 128);
  };

  const root = entry(0);
  if (root?.type !== 5) return undefined;
  const names: string[] = [];
  const seen = new Set<number>();
  const pending = [root.child];
  while (pending.length > 0) {
    const id = pending.pop();
    if (id === undefined || id === oleNoStream || seen.has(id)) continue;
    seen.add(id);
    const child = entry(id);
    if (!child) return undefined;
    names.push(child.name);
    pending.push(child.left, child.right);
  }
  return names;
}

/** Every directory entry name found at a 128-byte boundary after the header: the fall-back when the chain is cut. */
function oleScannedNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const entry = oleEntryAt(bytes, at);
    if (entry) names.push(entry.name);
  }
  return names;
}

/**
 * doc, xls or ppt: the main stream among the root storage's children names the application. When the directory is
 * not within the bytes given, every entry name found is used; when none names an application, the file name's
 * ending (.doc, .xls, .ppt) decides; otherwise it is unknown.
 */
function oleFileType(bytes: Uint8Array, fileName: string | undefined): FileType | undefined {
  const names = oleRootChildNames(bytes) ?? oleScannedNames(bytes);
  const main = oleMainStreams.find(([stream]) => names.includes(stream));
  if (main) return main[1];
  return (['doc', 'xls', 'ppt'] as const).find((type) => hasExtension(fileName, `.${type}`));
}

/** The name of an OOXML package's content-types part (ECMA-376 part 2), which every docx, xlsx and pptx holds. */
const ooxmlContentTypes = new TextEncoder().encode('[Content_Types].xml');
const zipLocalHeader = 0x04034b50;

/** Whether the bytes hold a ZIP local file header named `[Content_Types].xml` (the name starts 30 bytes in). */
function hasOoxmlContentTypes(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0x50); at !== -1 && at + 30 <= bytes.length; at = bytes.indexOf(0x50, at + 1)) {
    if (u32(bytes, at) !== zipLocalHeader || u16(bytes, at + 26) !== ooxmlContentTypes.length) continue;
    if (ooxmlContentTypes.every((byte, index) => bytes[at + 30 + index] === byte)) return true;
  }
  return false;
}

const ooxmlTypes: readonly FileType[] = ['docx', 'xlsx', 'pptx'];

/** The narrow checks behind the library's answer: a bitmap's DIB header, an OOXML package's content-types part. */
function confirmsLibraryType(type: FileType, bytes: Uint8Array): boolean {
  if (type === 'bmp') return hasBitmapHeader(bytes);
  if (ooxmlTypes.includes(type)) return hasOoxmlContentTypes(bytes);
  return true;
}

/**
 * Whether the bytes are UTF-8 text: valid UTF-8 (an optional byte-order mark; no overlong forms or surrogates) with
 * no NUL and no control character other than tab, line feed, vertical tab, form feed and carriage return. A
 * character cut off by the end of the bytes is accepted (streaming decode), since only leading bytes may be given.
 */
function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return ![...text].some((character) => {
      const code = character.charCodeAt(0);
      return code < 0x20 && (code < 0x09 || code > 0x0d);
    });
  } catch {
    return false;
  }
}

/**
 * Recognises a file's type from its bytes (pass the whole upload, or at least its first 64 KiB); the name is used
 * only where content cannot decide (text: csv or txt; an OLE file whose directory names no application).
 */
export async function detectUploadType(bytes: Uint8Array, fileName?: string): Promise<FileType | undefined> {
  if (bytes.length === 0) return undefined;
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'cfb') return oleFileType(bytes, fileName);
  const type = found === undefined || !Object.hasOwn(fromLibrary, found.ext) ? undefined : fromLibrary[found.ext];
  if (type !== undefined && confirmsLibraryType(type, bytes)) return type;
  if (isUtf8Text(bytes)) return hasExtension(fileName, '.csv') ? 'csv' : 'txt';
  return undefined;
}

/** Whether an upload's content is one of the allowed types, e.g. `isAllowedUpload(bytes, allowedImageTypes)`. */
export async function isAllowedUpload(
  bytes: Uint8Array,
  allowed: readonly FileType[],
  fileName?: string,
): Promise<boolean> {
  const type = await detectUploadType(bytes, fileName);
  return type !== undefined && allowed.includes(type);
}
