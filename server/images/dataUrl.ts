import { ImageRejected, MAX_UPLOAD_BYTES } from './store.ts';

// Base64 grows by 4/3; anything longer than this cannot decode to an allowed file.
const MAX_BASE64_CHARS = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

/**
 * The bytes of a `data:<type>;base64,<data>` URL. The declared type is not trusted: the bytes are
 * checked as a JPEG afterwards. Oversized input is refused before it is decoded.
 */
export function decodeDataUrl(value: string): Uint8Array {
  const match = /^data:([\w.+/-]*)(;[\w=.-]+)*;base64,/.exec(value.slice(0, 200));
  if (!match) throw new ImageRejected('UNREADABLE', 'The image must be sent as a base64 data URL.');
  const data = value.slice(match[0].length);
  if (data.length > MAX_BASE64_CHARS + 4) throw new ImageRejected('TOO_LARGE', 'File size must be less than 16MB');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ImageRejected('UNREADABLE', 'The image data is not valid base64.');
  return Buffer.from(data, 'base64');
}
