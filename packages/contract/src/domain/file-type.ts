import { z } from 'zod';

/**
 * File types the portal recognises from a file's bytes (SPEC §5), as data both sides share: the server recognises an
 * upload's type where it receives it (apps/server/src/platform/content/upload-type.ts, with the file-type library, ADR 023);
 * the browser only offers these types in its file picker (`fileTypeDetails` extensions), as the server decides.
 */
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
