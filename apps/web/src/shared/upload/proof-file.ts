/*
 * The browser's pre-check of a proof before it is sent (a deposit's proof of payment, ADR 032; a bank account's
 * statement, ADR 039; a proof of new personal details, ADR 038): its size against the limit and its leading bytes (a
 * PNG or JPEG image, or a PDF). It spares a client a long upload of a file the server would refuse; the server
 * recognises the type again from the whole file (ADR 023) and its answer is the one that counts.
 */

import { allowedDocumentTypes, fileTypeDetails, type FileType } from '@portal/contract/domain/file-type';

/** The kinds of file a proof may be (the contract's deposit, bank statement and profile proof lists). */
export type ProofFileType = 'png' | 'jpeg' | 'pdf';

/**
 * What a field accepts: a proof (PNG, JPEG or PDF, recognised here from the first bytes), or any of SPEC §5's
 * document types (an other asset's attachment), which the browser knows only by the name's ending: the server
 * recognises the type from the bytes and refuses a file that is not what its name says.
 */
export type AcceptedFiles = 'proof' | 'document';

/** A document type by the file name's ending, among SPEC §5's allowed documents. */
function documentTypeOfName(fileName: string): FileType | undefined {
  const lower = fileName.toLowerCase();
  return allowedDocumentTypes.find((type) =>
    fileTypeDetails[type].extensions.some((extension) => lower.endsWith(extension)),
  );
}

/** The type the first bytes of a file show, among those a proof may be. */
export function proofTypeOfBytes(bytes: Uint8Array): ProofFileType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}

/** A file size as people read it: '820 B', '14.2 KB', '5.0 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the texts say of a proof that may be sent: its file's name, its size ('14.2 KB') and its type ('PDF'). */
export function proofFileFacts(proof: {
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly type: FileType;
}) {
  return { name: proof.fileName, size: formatFileSize(proof.sizeBytes), type: proof.type.toUpperCase() };
}

export type ChosenProof =
  | {
      readonly ok: true;
      readonly fileName: string;
      readonly sizeBytes: number;
      readonly type: FileType;
      /** The file's bytes in base64, as the submission carries them. */
      readonly content: string;
    }
  | {
      readonly ok: false;
      readonly fileName: string;
      readonly sizeBytes: number;
      readonly problem: 'tooLarge' | 'type' | 'unreadable';
    };

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Reads a chosen file and judges it as a proof of payment (or, `accepted` 'document', as an attachment). */
export async function readProof(
  file: File,
  maximumBytes: number,
  accepted: AcceptedFiles = 'proof',
): Promise<ChosenProof> {
  const facts = { fileName: file.name, sizeBytes: file.size };
  if (file.size > maximumBytes) return { ok: false, ...facts, problem: 'tooLarge' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, ...facts, problem: 'unreadable' };
  }
  const type =
    accepted === 'proof' ? proofTypeOfBytes(bytes) : (proofTypeOfBytes(bytes) ?? documentTypeOfName(file.name));
  if (type === undefined) return { ok: false, ...facts, problem: 'type' };
  return { ok: true, ...facts, type, content: base64Of(bytes) };
}
