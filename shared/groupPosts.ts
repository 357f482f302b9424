/** How long a group thread's title and a thread's or reply's text may be: the server refuses longer, the app counts down to them. */
export const GROUP_THREAD_TITLE_MAX = 120;
export const GROUP_POST_TEXT_MAX = 4000;
