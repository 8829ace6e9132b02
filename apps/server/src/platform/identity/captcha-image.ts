import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** Letters and digits nobody confuses when reading them back: no 0/O, 1/I/L. */
export const captchaAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const captchaLength = 5;

export const captchaWidth = 150;
export const captchaHeight = 50;

/** 5x7 bitmaps, one row per string, '#' inked. */
const glyphs: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const glyphColumns = 5;
const glyphRows = 7;
const scale = 4;
const glyphGap = 6;
/** Text space left over once five 20 px glyphs and their gaps are placed, split either side. */
const marginX = Math.floor(
  (captchaWidth - captchaLength * (glyphColumns * scale) - (captchaLength - 1) * glyphGap) / 2,
);

/** Greyscale levels: light paper, dark ink, noise in between so it does not erase strokes. */
const paper = 238;
const ink = 34;

/** A fresh captcha answer, each character drawn with the CSPRNG. */
export function captchaText(): string {
  let text = '';
  for (let index = 0; index < captchaLength; index += 1)
    text += captchaAlphabet.charAt(randomInt(captchaAlphabet.length));
  return text;
}

/** A random float in [low, high) from the CSPRNG, in 1/1000 steps (plenty for pixel jitter). */
function randomBetween(low: number, high: number): number {
  return low + ((high - low) * randomInt(1000)) / 1000;
}

type Canvas = { readonly pixels: Uint8Array; set(x: number, y: number, level: number): void };

function createCanvas(): Canvas {
  const pixels = new Uint8Array(captchaWidth * captchaHeight).fill(paper);
  return {
    pixels,
    set: (x, y, level) => {
      const column = Math.round(x);
      const row = Math.round(y);
      if (column < 0 || column >= captchaWidth || row < 0 || row >= captchaHeight) return;
      pixels[row * captchaWidth + column] = level;
    },
  };
}

function drawGlyph(canvas: Canvas, character: string, left: number): void {
  const glyph = glyphs[character];
  if (glyph === undefined) throw new RangeError(`The captcha font has no glyph for ${JSON.stringify(character)}`);
  const glyphHeight = glyphRows * scale;
  const top = randomInt(3, captchaHeight - glyphHeight - 2);
  // A slight lean either way: each pixel row moves sideways in proportion to its distance from the middle.
  const shear = randomBetween(-0.25, 0.25);
  glyph.forEach((line, glyphRow) => {
    for (let glyphColumn = 0; glyphColumn < glyphColumns; glyphColumn += 1) {
      if (line.charAt(glyphColumn) !== '#') continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const y = top + glyphRow * scale + dy;
        const lean = shear * (glyphHeight / 2 - (y - top));
        for (let dx = 0; dx < scale; dx += 1) canvas.set(left + glyphColumn * scale + dx + lean, y, ink);
      }
    }
  });
}

/** Bresenham line, so it looks the same at any slope. */
function drawLine(canvas: Canvas, level: number): void {
  let x = randomInt(0, 20);
  let y = randomInt(0, captchaHeight);
  const endX = randomInt(captchaWidth - 20, captchaWidth);
  const endY = randomInt(0, captchaHeight);
  const dx = Math.abs(endX - x);
  const dy = -Math.abs(endY - y);
  const stepY = y < endY ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    canvas.set(x, y, level);
    if (x === endX && y === endY) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += 1;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}

/** A PNG of the text (150x50, 8-bit greyscale): jittered, leaning glyphs over noise dots and a few lines. */
export function renderCaptchaPng(text: string): Buffer {
  const canvas = createCanvas();
  for (let dot = 0; dot < 220; dot += 1) {
    canvas.set(randomInt(captchaWidth), randomInt(captchaHeight), randomInt(90, 200));
  }
  [...text].forEach((character, index) => {
    drawGlyph(canvas, character, marginX + index * (glyphColumns * scale + glyphGap));
  });
  const lines = randomInt(2, 4);
  for (let line = 0; line < lines; line += 1) drawLine(canvas, randomInt(60, 140));
  return encodeGreyscalePng(captchaWidth, captchaHeight, canvas.pixels);
}

export function captchaDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

const crcTable: readonly number[] = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** The CRC-32 PNG chunks carry (ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const chunk = Buffer.alloc(4 + typeAndData.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return chunk;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of one 8-bit grey sample per pixel, rows unfiltered (filter type 0). */
function encodeGreyscalePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive (each row says its own filter)
  header[12] = 0; // interlace: none
  const raw = Buffer.alloc(height * (1 + width));
  for (let row = 0; row < height; row += 1) {
    const start = row * (1 + width);
    raw[start] = 0;
    raw.set(pixels.subarray(row * width, (row + 1) * width), start + 1);
  }
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}
