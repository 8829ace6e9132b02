import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Language } from '@portal/contract/domain/language';

/**
 * The CJK fonts the Chinese documents are drawn with (ADR 024): Noto Sans TC for zh-HK and Noto Sans SC for zh-CN
 * (OFL 1.1), TrueType (glyf) builds from npm packages, so nothing is committed but the lock file. A font file is
 * ~7 MB: each is read once per process and kept, and a document embeds only the glyphs it uses (pdf-lib subsetting).
 */

export type ChineseLanguage = Exclude<Language, 'en'>;
export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

const fontModules: Readonly<Record<ChineseLanguage, Readonly<Record<FontWeight, string>>>> = {
  'zh-HK': {
    regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
  },
  'zh-CN': {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

export type CjkFont = {
  /** The font file's bytes, for pdf-lib's embedFont (subset). */
  readonly bytes: Uint8Array;
  /** Whether the font draws a code point (a character it lacks is printed as '?', not as an empty box). */
  readonly hasGlyph: (codePoint: number) => boolean;
};

const loaded = new Map<string, Promise<CjkFont>>();

function tableChecksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = 0; at < bytes.length; at += 4) {
    const word =
      at + 4 <= bytes.length
        ? view.getUint32(at)
        : (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8)) >>> 0;
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/**
 * The font with every glyph's outline padded to four bytes (and a long 'loca' table). These Google Fonts builds store
 * outlines unpadded, at odd offsets; fontkit's subsetter copies outlines as they are and then writes a short 'loca'
 * (offsets halved) for a small subset, which loses every glyph after an odd one: they print blank. Padded, the
 * subset's offsets are even and every glyph prints.
 */
export function withPaddedGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = view.getUint16(4);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    return { tag, data: font.subarray(offset, offset + view.getUint32(record + 12)) };
  });
  const table = (tag: string) => tables.find((candidate) => candidate.tag === tag);
  const head = table('head');
  const maxp = table('maxp');
  const loca = table('loca');
  const glyf = table('glyf');
  if (!head || !maxp || !loca || !glyf) return font; // not a glyf-outline font: nothing to pad
  const headView = new DataView(head.data.buffer, head.data.byteOffset, head.data.byteLength);
  const longOffsets = headView.getInt16(50) === 1;
  const glyphCount = new DataView(maxp.data.buffer, maxp.data.byteOffset).getUint16(4);
  const locaView = new DataView(loca.data.buffer, loca.data.byteOffset, loca.data.byteLength);
  const offsetOf = (glyph: number) => (longOffsets ? locaView.getUint32(glyph * 4) : locaView.getUint16(glyph * 2) * 2);

  const padded = (length: number) => (length + 3) & ~3;
  let glyfLength = 0;
  for (let glyph = 0; glyph < glyphCount; glyph += 1) glyfLength += padded(offsetOf(glyph + 1) - offsetOf(glyph));
  const newGlyf = new Uint8Array(glyfLength);
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const newLocaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let glyph = 0; glyph < glyphCount; glyph += 1) {
    newLocaView.setUint32(glyph * 4, at);
    newGlyf.set(glyf.data.subarray(offsetOf(glyph), offsetOf(glyph + 1)), at);
    at += padded(offsetOf(glyph + 1) - offsetOf(glyph));
  }
  newLocaView.setUint32(glyphCount * 4, at);
  const newHead = head.data.slice();
  const newHeadView = new DataView(newHead.buffer);
  newHeadView.setInt16(50, 1); // long 'loca'
  newHeadView.setUint32(8, 0); // checkSumAdjustment: not kept (readers do not check it)

  const replaced = tables.map(({ tag, data }) => ({
    tag,
    data: tag === 'glyf' ? newGlyf : tag === 'loca' ? newLoca : tag === 'head' ? newHead : data,
  }));
  const directoryLength = 12 + tableCount * 16;
  const total = replaced.reduce((sum, { data }) => sum + padded(data.length), directoryLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12), 0);
  let offset = directoryLength;
  replaced.forEach(({ tag, data }, index) => {
    const record = 12 + index * 16;
    for (let character = 0; character < 4; character += 1) out[record + character] = tag.charCodeAt(character);
    outView.setUint32(record + 4, tableChecksum(data));
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, data.length);
    out.set(data, offset);
    offset += padded(data.length);
  });
  return out;
}

async function load(path: string): Promise<CjkFont> {
  const bytes = withPaddedGlyphs(new Uint8Array(await readFile(require.resolve(path))));
  const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const known = new Map<number, boolean>();
  return {
    bytes,
    hasGlyph: (codePoint) => {
      let has = known.get(codePoint);
      if (has === undefined) {
        has = font.hasGlyphForCodePoint(codePoint);
        known.set(codePoint, has);
      }
      return has;
    },
  };
}

/** The language's font of a weight, read on first use and kept for the life of the process. */
export function cjkFont(language: ChineseLanguage, weight: FontWeight): Promise<CjkFont> {
  const path = fontModules[language][weight];
  let font = loaded.get(path);
  if (font === undefined) {
    font = load(path);
    font.catch(() => loaded.delete(path)); // a failed read is tried again next time
    loaded.set(path, font);
  }
  return font;
}

export { fontkit };
