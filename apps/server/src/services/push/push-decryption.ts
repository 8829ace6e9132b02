import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The browser's side of a web push (RFC 8291 message encryption, RFC 8188 aes128gcm content coding): what a
 * browser does with a push before its service worker sees it. The server never decrypts its own pushes; dev support
 * and the tests do, to show what a browser would receive.
 */

/** A browser's push keys: its P-256 key pair and 16-byte authentication secret, and the same as the Push API gives them. */
export type BrowserPushKeys = {
  readonly privateKey: Buffer;
  readonly publicKey: Buffer;
  readonly authSecret: Buffer;
  /** base64url, as PushSubscription.toJSON() gives them. */
  readonly keys: { readonly auth: string; readonly p256dh: string };
};

/** A new browser key pair and authentication secret, as a browser makes them when it subscribes. */
export function createBrowserPushKeys(): BrowserPushKeys {
  const curve = createECDH('prime256v1');
  const publicKey = curve.generateKeys();
  const privateKey = curve.getPrivateKey();
  const authSecret = randomBytes(16);
  return {
    privateKey,
    publicKey,
    authSecret,
    keys: { auth: authSecret.toString('base64url'), p256dh: publicKey.toString('base64url') },
  };
}

/** The RFC 8188 header in front of the records. */
export type Aes128GcmHeader = {
  readonly salt: Buffer;
  readonly recordSize: number;
  /** For a web push: the sender's ephemeral P-256 public key (65 bytes). */
  readonly keyId: Buffer;
};

export function readAes128GcmHeader(body: Buffer): Aes128GcmHeader & { readonly headerLength: number } {
  if (body.length < 21) throw new Error('The body is shorter than an aes128gcm header.');
  const idLength = body.readUInt8(20);
  const headerLength = 21 + idLength;
  if (body.length < headerLength) throw new Error('The body is shorter than its aes128gcm header says.');
  return {
    salt: body.subarray(0, 16),
    recordSize: body.readUInt32BE(16),
    keyId: body.subarray(21, headerLength),
    headerLength,
  };
}

const tagLength = 16;

function nonceFor(baseNonce: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(baseNonce);
  // RFC 8188 §2.3: the record's sequence number XORed into the nonce's end (a push has one record, rarely more).
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

/** A record's plaintext without its padding: the content, then a delimiter (2 last record, 1 others), then zeros. */
function unpad(plaintext: Buffer, last: boolean): Buffer {
  let end = plaintext.length - 1;
  while (end >= 0 && plaintext[end] === 0) end -= 1;
  const delimiter = plaintext[end];
  if (delimiter !== (last ? 2 : 1)) throw new Error('A record has no valid padding delimiter.');
  return plaintext.subarray(0, end);
}

/** Decrypts a web push body (aes128gcm, RFC 8291 keys) with the browser's keys; throws when it does not authenticate. */
export function decryptPush(body: Buffer, browser: Pick<BrowserPushKeys, 'privateKey' | 'publicKey' | 'authSecret'>) {
  const header = readAes128GcmHeader(body);
  if (header.keyId.length !== 65) throw new Error("The header's keyid is not a P-256 public key.");
  const curve = createECDH('prime256v1');
  curve.setPrivateKey(browser.privateKey);
  const sharedSecret = curve.computeSecret(header.keyId);
  // RFC 8291 §3.4: the input keying material binds both public keys and the browser's secret.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, header.keyId]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, browser.authSecret, keyInfo, 32));
  // RFC 8188 §2.2 and §2.3: the content-encryption key and nonce.
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, header.salt, 'Content-Encoding: aes128gcm\0', 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', inputKey, header.salt, 'Content-Encoding: nonce\0', 12));

  const records = body.subarray(header.headerLength);
  if (header.recordSize <= tagLength + 1) throw new Error('The record size is too small.');
  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += header.recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + header.recordSize);
    if (record.length <= tagLength) throw new Error('A record is shorter than its tag.');
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonceFor(baseNonce, sequence));
    decipher.setAuthTag(record.subarray(record.length - tagLength));
    const plaintext = Buffer.concat([decipher.update(record.subarray(0, record.length - tagLength)), decipher.final()]);
    parts.push(unpad(plaintext, offset + header.recordSize >= records.length));
  }
  return {
    header: { salt: header.salt, recordSize: header.recordSize, keyId: header.keyId },
    plaintext: Buffer.concat(parts),
  };
}
