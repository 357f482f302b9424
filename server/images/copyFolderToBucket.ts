import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureStore } from './pictureStore.ts';

/** An upload in IMAGE_DIR: `{blobKey}.jpeg` (not a rendered size under variants/, nor a half-written `.partial`). */
const UPLOAD_NAME = /^[\w-]+\.jpeg$/;
const AT_ONCE = 8;

export interface CopyReport {
  copied: number;
  /** Already in the bucket (a store never changes the bytes under a key, so they are left as they are). */
  alreadyThere: number;
}

/**
 * Copies every upload in `folder` into `bucket` under the same key, skipping those already there, so it can be
 * run again (after an interruption, or while servers still write to the folder) and copies only what is missing.
 * Rendered sizes are not copied: the servers render them again from the uploads.
 */
export async function copyFolderToBucket(folder: string, bucket: PictureStore, onProgress?: (report: CopyReport) => void) {
  const names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile() && UPLOAD_NAME.test(entry.name));
  const report: CopyReport = { copied: 0, alreadyThere: 0 };
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++].name;
      if (await bucket.exists(name)) report.alreadyThere += 1;
      else {
        await bucket.put(name, await readFile(join(folder, name)), 'image/jpeg');
        report.copied += 1;
      }
      onProgress?.(report);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}
