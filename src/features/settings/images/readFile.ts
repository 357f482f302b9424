/** SPEC §5/§9: uploads are JPEG only and at most 16 MB (16,777,216 bytes). */
export const MAX_UPLOAD_BYTES = 16_777_216;
export const TOO_LARGE_MESSAGE = 'File size must be less than 16MB';
export const NOT_JPEG_MESSAGE = 'Only JPEG images can be uploaded.';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function uploadProblem(file: { size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  if (file.type !== 'image/jpeg') return NOT_JPEG_MESSAGE;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
