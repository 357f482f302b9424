import { useEffect, useRef, type RefObject } from 'react';
import { createStore, useStore } from '../state/createStore';

export const APP_NAME = 'Snoot';

/**
 * "Chats · Snoot": the page first, so a list of tabs or a screen reader's window list tells pages apart; "(3) Chats ·
 * Snoot" while 3 notifications are unread, so the tab says so from another tab too.
 */
export function formatPageTitle(title: string, unread = 0): string {
  const page = title ? `${title} · ${APP_NAME}` : APP_NAME;
  return unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${page}` : page;
}

// The screen's own title and the unread count change apart (a notification arrives on any page), so both
// are kept here and the document title is written from the two.
let screenTitle = '';
let unreadCount = 0;

function writeDocumentTitle() {
  document.title = formatPageTitle(screenTitle, unreadCount);
}

/** The unread notification count the document title shows; 0 shows none. */
export function setTitleUnreadCount(count: number): void {
  unreadCount = count;
  writeDocumentTitle();
}

/**
 * Counts navigations to a new path (not the first page load, whose focus belongs to the browser), and holds
 * what the route announcer says.
 */
export const routeFocusStore = createStore<{ navigation: number; announcement: string }>({ navigation: 0, announcement: '' });

export function noteNavigation(): void {
  routeFocusStore.set(({ navigation }) => ({ navigation: navigation + 1, announcement: '' }));
}

/**
 * Where a skip link or a navigation lands: the element a page marked with `data-page-focus` (a chat room's
 * message field, which SPEC §4 focuses first), else the page's main heading.
 */
export function findPageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-page-focus]') ?? document.querySelector<HTMLElement>('main h1');
}

/**
 * Moves focus to the page's heading. After a navigation the router has already put the page where it belongs
 * (the top, or where the member was when they come back), so focus does not scroll; a skip link does.
 */
export function focusPageHeading(heading: HTMLElement | null = findPageHeading(), { scroll = false } = {}): boolean {
  if (!heading) return false;
  // A heading takes focus only by script; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: !scroll });
  return true;
}

let pendingHeading: { heading: RefObject<HTMLElement | null> | null; title: string; navigation: number } | null = null;
let focused: { navigation: number; heading: HTMLElement | null } = { navigation: 0, heading: null };

// Several screens can report in one commit (the chat list and the open room): the last one, the innermost
// page, wins, and focus moves once.
function requestRouteFocus(heading: RefObject<HTMLElement | null> | null, title: string, navigation: number) {
  const scheduled = pendingHeading !== null;
  pendingHeading = { heading, title, navigation };
  if (scheduled) return;
  queueMicrotask(() => {
    const request = pendingHeading;
    pendingHeading = null;
    if (!request) return;
    const target = request.heading?.current ?? findPageHeading();
    focusPageHeading(target);
    focused = { navigation: request.navigation, heading: target };
    routeFocusStore.set({ announcement: request.title });
  });
}

/** Whether a screen that mounts now should take focus for the current navigation. */
function shouldTakeFocus(navigation: number, isFresh: boolean): boolean {
  if (navigation === 0) return false;
  if (navigation > focused.navigation || pendingHeading !== null) return true;
  // A page that finished loading after its layout took focus (a chat room beside the chat list) takes it
  // over, unless the member has already moved on.
  const active = document.activeElement;
  return isFresh && navigation === focused.navigation && (active === focused.heading || active === document.body);
}

/**
 * Sets document.title for the screen and, after a navigation to it, moves focus to its heading and has the
 * route announcer say its title (WCAG 2.4.2, 2.4.3). Pass the heading's ref when it is not the page's
 * `main h1`.
 */
export function usePageTitle(title: string, heading: RefObject<HTMLElement | null> | null = null): void {
  const navigation = useStore(routeFocusStore, (state) => state.navigation);
  const handled = useRef<number | null>(null);
  useEffect(() => {
    screenTitle = title;
    writeDocumentTitle();
    const isFresh = handled.current === null;
    if (handled.current === navigation) return;
    handled.current = navigation;
    if (shouldTakeFocus(navigation, isFresh)) requestRouteFocus(heading, title, navigation);
  }, [title, navigation, heading]);
}
