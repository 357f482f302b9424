declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an Encrypted Content-Encoding body (RFC 8188), as a browser does a Web Push payload. */
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
