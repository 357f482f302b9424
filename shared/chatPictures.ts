/** Pictures one chat message carries at most: enough for a set of photos, not an album. */
export const MAX_CHAT_PICTURES = 4;
