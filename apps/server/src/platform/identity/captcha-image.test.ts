import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  captchaDataUrl,
  captchaHeight,
  captchaText,
  captchaWidth,
  crc32,
  renderCaptchaPng,
} from './captcha-image';

type Chunk = { type: string; data: Buffer; crc: number };

/** Splits a PNG into its chunks, as a decoder reads them. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crc });
    offset += 12 + length;
  }
  return chunks;
}

/** Bit-by-bit CRC-32, written independently of the table-driven one under test. */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('captchaText', () => {
  it('is five characters of the unambiguous alphabet', () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const text = captchaText();
      expect(text).toHaveLength(5);
      for (const character of text) expect(captchaAlphabet).toContain(character);
    }
  });

  it('leaves out the look-alikes 0, O, 1, I and L', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(captchaAlphabet).not.toContain(lookAlike);
  });

  it('varies from one call to the next', () => {
    const texts = new Set(Array.from({ length: 20 }, () => captchaText()));
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('renderCaptchaPng', () => {
  const png = renderCaptchaPng('AB23Z');
  const chunks = chunksOf(png);

  it('starts with the PNG signature and an IHDR of 150x50 8-bit greyscale', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = chunks[0];
    expect(header?.type).toBe('IHDR');
    expect(header?.data.readUInt32BE(0)).toBe(captchaWidth);
    expect(header?.data.readUInt32BE(4)).toBe(captchaHeight);
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 0, 0, 0, 0]);
    expect([captchaWidth, captchaHeight]).toEqual([150, 50]);
  });

  it('has IHDR, IDAT and IEND chunks, each with a valid CRC', () => {
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) {
      const typeAndData = Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data]);
      expect(chunk.crc).toBe(referenceCrc32(typeAndData));
    }
  });

  it('inflates to one filter byte 0 and one grey sample per pixel on every row', () => {
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    const rowLength = 1 + captchaWidth * 1;
    expect(raw).toHaveLength(captchaHeight * rowLength);
    for (let row = 0; row < captchaHeight; row += 1) expect(raw[row * rowLength]).toBe(0);
  });

  it('draws dark text on a light background', () => {
    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    const samples = [...raw].filter((_, index) => index % (1 + captchaWidth) !== 0);
    const dark = samples.filter((sample) => sample < 60).length;
    const light = samples.filter((sample) => sample > 220).length;
    // Five glyphs of roughly 15 inked cells of 4x4 pixels each, lines and dots aside.
    expect(dark).toBeGreaterThan(5 * 10 * 16);
    expect(light).toBeGreaterThan(samples.length / 2);
  });

  it('draws every character of the alphabet, and refuses one it has no glyph for', () => {
    for (let start = 0; start < captchaAlphabet.length; start += 5) {
      expect(() => renderCaptchaPng(captchaAlphabet.slice(start, start + 5))).not.toThrow();
    }
    expect(() => renderCaptchaPng('AB0CD')).toThrow(RangeError);
  });

  it('gives different images for different texts', () => {
    expect(renderCaptchaPng('ABCDE').equals(renderCaptchaPng('FGHJK'))).toBe(false);
  });
});

describe('captchaDataUrl', () => {
  it('wraps the PNG as a base64 data URL an <img> can show', () => {
    const png = renderCaptchaPng('XY789');
    const url = captchaDataUrl(png);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64').equals(png)).toBe(true);
  });
});
