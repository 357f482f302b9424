// `npm run images:to-s3`: copies the pictures in IMAGE_DIR into the S3_BUCKET the same settings name (README:
// Pictures in an object store). Safe to run again: what is already in the bucket is skipped.
import { existsSync } from 'node:fs';
import { readConfig } from './config.ts';
import { copyFolderToBucket } from './images/copyFolderToBucket.ts';
import { s3PictureStore, StorageUnavailable } from './images/pictureStore.ts';

const config = readConfig();
const folder = process.argv[2] ?? config.imageDir;

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!config.s3)
  stop(
    'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your store needs) to say where to copy the pictures.',
  );
if (!existsSync(folder)) stop(`There is no folder ${folder} to copy pictures from: set IMAGE_DIR, or name the folder after the command.`);

const bucket = s3PictureStore(config.s3);
try {
  const { copied, alreadyThere } = await copyFolderToBucket(folder, bucket);
  console.log(`Copied ${copied} pictures from ${folder} to ${bucket.where}; ${alreadyThere} were there already.`);
} catch (error) {
  if (!(error instanceof StorageUnavailable)) throw error;
  stop(`Stopped: ${error.problem}. What was copied stays; run the command again to copy the rest.`);
}
