import type { IncomingMessage } from 'node:http';
import { readSmallBody } from '../http/json.ts';

const MAX_FORM_BYTES = 16 * 1024;

/** Reads a small `application/x-www-form-urlencoded` body, as the provider's HTML forms post it. */
export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readSmallBody(req, MAX_FORM_BYTES));
}
