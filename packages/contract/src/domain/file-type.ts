import { z } from 'zod';

/** File types the portal recognises from a file's leading bytes (SPEC §5). */
export const fileTypes = [
  'bmp',
  'gif',
  'jpeg',
  'png',
  'tiff',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'rtf',
  'txt',
  'csv',
] as const;
export type FileType = (typeof fileTypes)[number];
export const fileTypeSchema = z.enum(fileTypes);

/** SPEC §5: the types allowed where a document may be uploaded. */
export const allowedDocumentTypes = [
  'bmp',
  'gif',
  'jpeg',
  'png',
  'tiff',
  'webp',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'rtf',
  'odt',
  'ods',
  'csv',
  'ppt',
  'pptx',
] as const satisfies readonly FileType[];

/** SPEC §5: the types allowed where only an image may be uploaded. */
export const allowedImageTypes = ['bmp', 'gif', 'jpeg', 'png', 'tiff', 'webp'] as const satisfies readonly FileType[];

/** The media type and usual file name endings of each type (for an input's accept list or a download). */
export const fileTypeDetails = {
  bmp: { mimeType: 'image/bmp', extensions: ['.bmp'] },
  gif: { mimeType: 'image/gif', extensions: ['.gif'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mimeType: 'image/png', extensions: ['.png'] },
  tiff: { mimeType: 'image/tiff', extensions: ['.tif', '.tiff'] },
  webp: { mimeType: 'image/webp', extensions: ['.webp'] },
  pdf: { mimeType: 'application/pdf', extensions: ['.pdf'] },
  doc: { mimeType: 'application/msword', extensions: ['.doc'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  xls: { mimeType: 'application/vnd.ms-excel', extensions: ['.xls'] },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['.xlsx'] },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', extensions: ['.ppt'] },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['.pptx'],
  },
  odt: { mimeType: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
  ods: { mimeType: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['.ods'] },
  rtf: { mimeType: 'application/rtf', extensions: ['.rtf'] },
  txt: { mimeType: 'text/plain', extensions: ['.txt'] },
  csv: { mimeType: 'text/csv', extensions: ['.csv'] },
} as const satisfies Record<FileType, { mimeType: string; extensions: readonly string[] }>;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function u16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, offset: number): number {
  return (u16(bytes, offset) | (u16(bytes, offset + 2) << 16)) >>> 0;
}

/** Bytes as Latin-1 text, one character per byte: enough for the ASCII names and markers compared here. */
function latin1(bytes: Uint8Array, offset: number, length: number): string {
  let text = '';
  for (const byte of bytes.subarray(offset, offset + length)) text += String.fromCharCode(byte);
  return text;
}

function hasExtension(fileName: string | undefined, extension: string): boolean {
  return fileName !== undefined && fileName.toLowerCase().endsWith(extension);
}

/** Windows bitmap: 'BM', then a DIB header whose size is one of the known ones (so a text starting "BM" is not one). */
function isBmp(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x42, 0x4d]) && [12, 40, 52, 56, 64, 108, 124].includes(u32(bytes, 14));
}

// OLE compound file (doc, xls, ppt): https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
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
 * not within the bytes given (pass the whole file, or at least its first 64 KiB), every entry name found is used;
 * when none names an application, the file name's ending (.doc, .xls, .ppt) decides; otherwise it is unknown.
 */
function oleFileType(bytes: Uint8Array, fileName: string | undefined): FileType | undefined {
  const names = oleRootChildNames(bytes) ?? oleScannedNames(bytes);
  const main = oleMainStreams.find(([stream]) => names.includes(stream));
  if (main) return main[1];
  return (['doc', 'xls', 'ppt'] as const).find((type) => hasExtension(fileName, `.${type}`));
}

// ZIP containers (docx, xlsx, pptx, odt, ods).
const zipLocalHeader = [0x50, 0x4b, 0x03, 0x04];
const zipCentralHeader = [0x50, 0x4b, 0x01, 0x02];

function zipEntryNames(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  for (let at = bytes.indexOf(0x50); at !== -1 && at + 4 <= bytes.length; at = bytes.indexOf(0x50, at + 1)) {
    if (startsWith(bytes, zipLocalHeader, at)) names.add(latin1(bytes, at + 30, u16(bytes, at + 26)));
    else if (startsWith(bytes, zipCentralHeader, at)) names.add(latin1(bytes, at + 46, u16(bytes, at + 28)));
  }
  return names;
}

/** The OpenDocument 'mimetype' entry: first in the archive and stored uncompressed, so readable in place. */
function openDocumentMimeType(bytes: Uint8Array): string | undefined {
  const nameLength = u16(bytes, 26);
  const contentLength = u32(bytes, 18);
  if (latin1(bytes, 30, nameLength) !== 'mimetype' || u16(bytes, 8) !== 0 || contentLength > 100) return undefined;
  return latin1(bytes, 30 + nameLength + u16(bytes, 28), contentLength);
}

function zipFileType(bytes: Uint8Array): FileType | undefined {
  const mimeType = openDocumentMimeType(bytes);
  if (mimeType === fileTypeDetails.odt.mimeType) return 'odt';
  if (mimeType === fileTypeDetails.ods.mimeType) return 'ods';
  const names = [...zipEntryNames(bytes)];
  if (!names.includes('[Content_Types].xml')) return undefined;
  const officeFolders = [
    ['word/', 'docx'],
    ['xl/', 'xlsx'],
    ['ppt/', 'pptx'],
  ] as const;
  return officeFolders.find(([folder]) => names.some((name) => name.startsWith(folder)))?.[1];
}

/**
 * Whether the bytes are UTF-8 text: valid UTF-8 (an optional byte-order mark; no overlong forms or surrogates),
 * no NUL byte and no control character other than tab, line feed, vertical tab, form feed and carriage return.
 * A multi-byte character cut off by the end of the bytes is accepted, since only the leading bytes may be given.
 */
function isUtf8Text(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0;
    if (lead < 0x80) {
      if (lead < 0x20 && (lead < 0x09 || lead > 0x0d)) return false;
      at += 1;
      continue;
    }
    // [continuation bytes, lowest and highest allowed value of the first continuation byte]
    let shape: readonly [number, number, number];
    if (lead >= 0xc2 && lead <= 0xdf) shape = [1, 0x80, 0xbf];
    else if (lead === 0xe0) shape = [2, 0xa0, 0xbf];
    else if (lead === 0xed) shape = [2, 0x80, 0x9f];
    else if (lead >= 0xe1 && lead <= 0xef) shape = [2, 0x80, 0xbf];
    else if (lead === 0xf0) shape = [3, 0x90, 0xbf];
    else if (lead >= 0xf1 && lead <= 0xf3) shape = [3, 0x80, 0xbf];
    else if (lead === 0xf4) shape = [3, 0x80, 0x8f];
    else return false;
    const [continuations, firstLow, firstHigh] = shape;
    for (let index = 1; index <= continuations; index += 1) {
      const byte = bytes[at + index];
      if (byte === undefined) return true; // cut off by the end of the leading bytes
      const [low, high] = index === 1 ? [firstLow, firstHigh] : [0x80, 0xbf];
      if (byte < low || byte > high) return false;
    }
    at += continuations + 1;
  }
  return true;
}

/**
 * Recognises a file's type from its leading bytes (SPEC §5); the name is used only where content cannot decide:
 * text is csv when the name ends '.csv' (any case) and txt otherwise, and an OLE compound file whose directory
 * does not name its application takes the type its name ends with. Unknown content gives undefined.
 */
export function detectFileType(bytes: Uint8Array, fileName?: string): FileType | undefined {
  if (bytes.length === 0) return undefined;
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 4) === 'WEBP') return 'webp';
  if (latin1(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, oleSignature)) return oleFileType(bytes, fileName);
  if (startsWith(bytes, zipLocalHeader)) return zipFileType(bytes);
  if (latin1(bytes, 0, 5) === '{\\rtf') return 'rtf';
  if (isUtf8Text(bytes)) return hasExtension(fileName, '.csv') ? 'csv' : 'txt';
  return undefined;
}

/** Whether an upload's content is one of the allowed types, e.g. `isAllowedUpload(bytes, allowedImageTypes)`. */
export function isAllowedUpload(bytes: Uint8Array, allowed: readonly FileType[], fileName?: string): boolean {
  const type = detectFileType(bytes, fileName);
  return type !== undefined && allowed.includes(type);
}
