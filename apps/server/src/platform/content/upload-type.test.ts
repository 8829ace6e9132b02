import { describe, expect, it } from 'vitest';
import { allowedDocumentTypes, allowedImageTypes, fileTypeDetails, fileTypes } from '@portal/contract/domain/file-type';
import { detectUploadType, isAllowedUpload } from './upload-type';

/** Bytes from numbers and ASCII strings, in order. */
function bytesOf(...pieces: (string | readonly number[])[]): Uint8Array {
  const values = pieces.flatMap((piece) =>
    typeof piece === 'string' ? [...piece].map((character) => character.charCodeAt(0)) : [...piece],
  );
  return Uint8Array.from(values);
}

const u16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];

/** A ZIP with stored entries, local headers only (as the leading bytes of an upload are). */
function zipOf(entries: readonly (readonly [string, string])[]): Uint8Array {
  return bytesOf(
    ...entries.flatMap(([name, content]) => [
      [0x50, 0x4b, 0x03, 0x04, ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0)],
      [...u32(content.length), ...u32(content.length), ...u16(name.length), ...u16(0)],
      name,
      content,
    ]),
  );
}

type OleEntry = { name: string; type: 1 | 2 | 5; left?: number; right?: number; child?: number };
const noStream = 0xffffffff;

/** A compound file with 512-byte sectors: sector 0 holds the FAT, sector 1 the directory (4 entries). */
function oleOf(entries: readonly OleEntry[]): Uint8Array {
  const file = new Uint8Array(512 * 3);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  file.set(u16(9), 30); // 2^9 = 512-byte sectors
  file.set(u32(1), 44); // one FAT sector
  file.set(u32(1), 48); // directory starts in sector 1
  for (let index = 0; index < 109; index += 1) file.set(u32(index === 0 ? 0 : noStream), 76 + index * 4);
  const fat = 512;
  file.set(u32(0xfffffffd), fat); // sector 0 is the FAT itself
  file.set(u32(0xfffffffe), fat + 4); // the directory chain ends at sector 1
  for (let index = 2; index < 128; index += 1) file.set(u32(noStream), fat + index * 4);
  entries.forEach((entry, id) => {
    const at = 1024 + id * 128;
    [...entry.name].forEach((character, index) => file.set(u16(character.charCodeAt(0)), at + index * 2));
    file.set(u16((entry.name.length + 1) * 2), at + 64);
    file[at + 66] = entry.type;
    file.set(u32(entry.left ?? noStream), at + 68);
    file.set(u32(entry.right ?? noStream), at + 72);
    file.set(u32(entry.child ?? noStream), at + 76);
  });
  return file;
}

/** An OOXML package's content types, naming its main part as Office writes it. */
const contentTypes = (main: string): [string, string] => [
  '[Content_Types].xml',
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
];

describe('detectUploadType: images', () => {
  it('recognises bmp by its signature and DIB header', async () => {
    expect(await detectUploadType(bytesOf('BM', u32(70), u32(0), u32(54), u32(40)))).toBe('bmp');
    expect(await detectUploadType(bytesOf('BM is how this note starts'))).toBe('txt');
  });

  it('recognises gif 87a and 89a', async () => {
    expect(await detectUploadType(bytesOf('GIF87a', [1, 0, 1, 0]))).toBe('gif');
    expect(await detectUploadType(bytesOf('GIF89a', [1, 0, 1, 0]))).toBe('gif');
  });

  it('recognises jpeg, png and webp', async () => {
    expect(await detectUploadType(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'))).toBe('jpeg');
    expect(await detectUploadType(bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe('png');
    expect(await detectUploadType(bytesOf('RIFF', u32(26), 'WEBPVP8 '))).toBe('webp');
    expect(await detectUploadType(bytesOf('RIFF', u32(26), 'WAVEfmt '))).toBeUndefined();
  });

  it('recognises tiff in both byte orders', async () => {
    // The header, then an empty first directory (the library reads it).
    expect(await detectUploadType(bytesOf('II', [0x2a, 0], u32(8), u16(0), u32(0)))).toBe('tiff');
    expect(await detectUploadType(bytesOf('MM', [0, 0x2a], [0, 0, 0, 8], [0, 0], [0, 0, 0, 0]))).toBe('tiff');
  });
});

describe('detectUploadType: documents', () => {
  it('recognises pdf and rtf', async () => {
    expect(await detectUploadType(bytesOf('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3]))).toBe('pdf');
    expect(await detectUploadType(bytesOf('{\\rtf1\\ansi Hello}'))).toBe('rtf');
  });

  it('tells doc, xls and ppt apart by the main stream of the compound file', async () => {
    const root = { name: 'Root Entry', type: 5, child: 1 } as const;
    expect(
      await detectUploadType(oleOf([root, { name: 'WordDocument', type: 2, left: 2 }, { name: '1Table', type: 2 }])),
    ).toBe('doc');
    expect(await detectUploadType(oleOf([root, { name: 'Workbook', type: 2 }]))).toBe('xls');
    expect(await detectUploadType(oleOf([root, { name: 'Book', type: 2 }]))).toBe('xls');
    expect(
      await detectUploadType(
        oleOf([root, { name: 'PowerPoint Document', type: 2, right: 2 }, { name: 'Pictures', type: 2 }]),
      ),
    ).toBe('ppt');
  });

  it('reads only the root storage, so a workbook embedding a Word document stays xls', async () => {
    const workbook = oleOf([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'Workbook', type: 2, right: 2 },
      { name: 'MBD0001', type: 1, child: 3 },
      { name: 'WordDocument', type: 2 },
    ]);
    expect(await detectUploadType(workbook)).toBe('xls');
  });

  it('uses every entry name found when the directory chain cannot be followed', async () => {
    const file = oleOf([
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 2 },
    ]);
    file.set(u32(noStream), 76); // the header no longer says where the FAT is
    expect(await detectUploadType(file)).toBe('doc');
  });

  it('falls back to the file name when the compound file does not name its application', async () => {
    const headerOnly = oleOf([]).subarray(0, 512);
    expect(await detectUploadType(headerOnly, 'Statement.XLS')).toBe('xls');
    expect(await detectUploadType(headerOnly, 'message.msg')).toBeUndefined();
    expect(await detectUploadType(headerOnly)).toBeUndefined();
  });

  it('tells docx, xlsx and pptx apart by their folders', async () => {
    expect(
      await detectUploadType(
        zipOf([contentTypes('wordprocessingml.document'), ['word/document.xml', '<w:document/>']]),
      ),
    ).toBe('docx');
    expect(
      await detectUploadType(
        zipOf([contentTypes('spreadsheetml.sheet'), ['_rels/.rels', ''], ['xl/workbook.xml', '<workbook/>']]),
      ),
    ).toBe('xlsx');
    expect(
      await detectUploadType(
        zipOf([contentTypes('presentationml.presentation'), ['ppt/presentation.xml', '<p:presentation/>']]),
      ),
    ).toBe('pptx');
  });

  it('recognises odt and ods by their mimetype entry', async () => {
    expect(await detectUploadType(zipOf([['mimetype', 'application/vnd.oasis.opendocument.text']]))).toBe('odt');
    expect(await detectUploadType(zipOf([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]))).toBe('ods');
    expect(
      await detectUploadType(zipOf([['mimetype', 'application/vnd.oasis.opendocument.text-template']])),
    ).toBeUndefined();
  });

  it('refuses other ZIP archives', async () => {
    expect(await detectUploadType(zipOf([['readme.txt', 'hello']]))).toBeUndefined();
    // file-type 22 guesses docx, xlsx or pptx from these folders when an archive has no [Content_Types].xml.
    expect(await detectUploadType(zipOf([['word/document.xml', '']]))).toBeUndefined();
    expect(await detectUploadType(zipOf([['xl/workbook.xml', '']]))).toBeUndefined();
    expect(await detectUploadType(zipOf([['ppt/presentation.xml', '']]))).toBeUndefined();
  });
});

describe('detectUploadType: text', () => {
  it('takes valid UTF-8 as txt, and as csv when the name ends .csv', async () => {
    const text = new TextEncoder().encode('Fund,Units\r\n恒生指數,12.5\n');
    expect(await detectUploadType(text)).toBe('txt');
    expect(await detectUploadType(text, 'holdings.txt')).toBe('txt');
    expect(await detectUploadType(text, 'holdings.CSV')).toBe('csv');
  });

  it('accepts a byte-order mark and a character cut off by the end of the leading bytes', async () => {
    expect(await detectUploadType(bytesOf([0xef, 0xbb, 0xbf], 'hello'))).toBe('txt');
    expect(await detectUploadType(bytesOf('price ', [0xe2, 0x82]))).toBe('txt');
  });

  it('refuses NUL bytes, other control characters and invalid UTF-8', async () => {
    expect(await detectUploadType(bytesOf('abc', [0], 'def'), 'data.csv')).toBeUndefined();
    expect(await detectUploadType(bytesOf('abc', [0x07]))).toBeUndefined();
    expect(await detectUploadType(bytesOf('abc', [0xc0, 0xaf]))).toBeUndefined(); // overlong '/'
    expect(await detectUploadType(bytesOf('abc', [0xed, 0xa0, 0x80]))).toBeUndefined(); // a surrogate
    expect(await detectUploadType(bytesOf('abc', [0xff], 'def'))).toBeUndefined();
  });

  it('recognises nothing in an empty file', async () => {
    expect(await detectUploadType(new Uint8Array())).toBeUndefined();
  });
});

describe('allowed uploads (SPEC §5)', () => {
  it('lists the document and image types of the SPEC', async () => {
    expect([...allowedDocumentTypes].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(allowedImageTypes).toEqual(['bmp', 'gif', 'jpeg', 'png', 'tiff', 'webp']);
    expect([...fileTypes].sort()).toEqual([...allowedDocumentTypes].sort());
  });

  it('allows an upload by its content, not by its name', async () => {
    const png = bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
    const pdf = bytesOf('%PDF-1.4');
    expect(await isAllowedUpload(png, allowedImageTypes, 'scan.pdf')).toBe(true);
    expect(await isAllowedUpload(pdf, allowedImageTypes, 'scan.png')).toBe(false);
    expect(await isAllowedUpload(pdf, allowedDocumentTypes)).toBe(true);
    expect(await isAllowedUpload(bytesOf('MZ', [0x90, 0, 3, 0, 0, 0]), allowedDocumentTypes, 'setup.pdf')).toBe(false);
  });

  it('gives each type a media type and its file name endings', async () => {
    expect(fileTypeDetails.jpeg).toEqual({ mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] });
    expect(fileTypeDetails.xlsx.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
