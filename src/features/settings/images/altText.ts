/** The server's limit on a picture's alt text (server/images/profileImages.ts MAX_ALT_TEXT). */
export const MAX_ALT_TEXT = 250;

export const ALT_TEXT_DESCRIPTION =
  'Describe the picture for members who use a screen reader. Without it, they hear only whose picture it is.';
