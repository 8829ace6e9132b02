import { describe, expect, it } from 'vitest';
import { formatFileSize, proofTypeOfBytes, readProof } from './proof-file';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('the proof of payment pre-check', () => {
  it('recognises PNG, JPEG and PDF by their first bytes, and nothing else', () => {
    expect(proofTypeOfBytes(png)).toBe('png');
    expect(proofTypeOfBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(proofTypeOfBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(proofTypeOfBytes(new TextEncoder().encode('MZ\x90\x00'))).toBeUndefined();
    expect(proofTypeOfBytes(new Uint8Array())).toBeUndefined();
  });

  it('refuses an executable named .pdf and a file over the limit, and reads a good one to base64', async () => {
    const executable = new File([new TextEncoder().encode('MZ\x90\x00This program')], 'slip.pdf');
    expect(await readProof(executable, 1000)).toMatchObject({ ok: false, problem: 'type' });
    expect(await readProof(new File([png], 'slip.png'), 4)).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(await readProof(new File([png], 'slip.png'), 1000)).toEqual({
      ok: true,
      fileName: 'slip.png',
      sizeBytes: 12,
      type: 'png',
      content: 'iVBORw0KGgoAAAAN',
    });
  });

  it('shows sizes in B, KB and MB', () => {
    expect([formatFileSize(820), formatFileSize(14_540), formatFileSize(5 * 1024 * 1024)]).toEqual([
      '820 B',
      '14.2 KB',
      '5.0 MB',
    ]);
  });
});
