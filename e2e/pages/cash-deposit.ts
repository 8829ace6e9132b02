import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { webClientHeaders } from '../support/login';

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a small grey bank slip of `width` × `height` pixels), made here rather than kept as a file. */
export function makePng(width = 24, height = 12): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xc8);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's first bytes, to be named slip.pdf. */
export function makeExecutable(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Runs the deposit back office now (dev support), after the journey moved the server clock. */
export async function runDepositBackOffice(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/_dev/cashDeposit/advance', { headers: webClientHeaders, data: {} });
  if (!answer.ok()) throw new Error(`The back office answered ${answer.status()}: ${await answer.text()}`);
}

/** A figure as the page shows it ('12,345.60') as a number of cents. */
export function centsOf(text: string): number {
  const cleaned = text.replace(/[^0-9.-]/g, '');
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)) * (cleaned.startsWith('-') ? -1 : 1);
}

/** The deposit request page (/cashes/request). */
export class DepositRequestPage {
  readonly balance: Locator;
  readonly amount: Locator;
  readonly method: Locator;
  readonly currency: Locator;
  readonly proof: Locator;
  readonly proofPreview: Locator;
  readonly proofError: Locator;
  readonly expectedDate: Locator;
  readonly review: Locator;
  readonly confirmStep: Locator;
  readonly submit: Locator;
  readonly placed: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('deposit-balance');
    this.amount = page.getByTestId('deposit-amount');
    this.method = page.getByTestId('deposit-method');
    this.currency = page.getByTestId('deposit-currency');
    this.proof = page.getByTestId('deposit-proof');
    this.proofPreview = page.getByTestId('deposit-proof-preview');
    this.proofError = page.getByTestId('deposit-proof-error');
    this.expectedDate = page.getByTestId('deposit-expected-date');
    this.review = page.getByTestId('review');
    this.confirmStep = page.getByTestId('confirm-step');
    this.submit = page.getByTestId('submit-order');
    this.placed = page.getByTestId('order-placed');
  }

  /** Fills, reviews and submits a deposit with a proof; the new request's id. */
  async deposit(amount: string, proof: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    await this.amount.fill(amount);
    await this.proof.setInputFiles(proof);
    await this.proofPreview.waitFor();
    await this.review.click();
    await this.confirmStep.waitFor();
    await this.submit.click();
    await this.placed.waitFor();
    const text = (await this.placed.textContent()) ?? '';
    const requestId = /CD\d{8}[0-9A-F]{10}/.exec(text)?.[0];
    if (!requestId) throw new Error(`No request id in "${text}"`);
    return requestId;
  }
}
