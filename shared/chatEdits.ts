/** How long after sending a member may still edit their chat message: long enough to fix a typo, not to rewrite a conversation. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;

/** Whether a message sent at `createdAt` may still be edited at `now`; the server's answer is the one that counts. */
export function isWithinEditWindow(createdAt: Date | string, now = new Date()) {
  return now.getTime() - new Date(createdAt).getTime() < MESSAGE_EDIT_WINDOW_MINUTES * 60_000;
}
