import type { RefObject } from 'react';
import { Menu as AriaMenu, Popover, type Selection } from 'react-aria-components';
import { MenuItem, MenuSection } from '../../ui/Menu';
import { setAdMode, useSearchSettings } from '../../state/searchSettings';

const NSFW_KEY = 'nsfw-mode';

/** Which item takes focus as the menu opens: the first or last (keyboard, screen reader) or the menu itself (pointer). */
export type MenuFocus = 'first' | 'last' | true;

/** The NSFW Mode entry: a menu checkbox whose state reads like a switch. */
function NsfwModeItem() {
  return (
    <MenuItem id={NSFW_KEY} textValue="NSFW Mode">
      {({ isSelected }) => (
        <span className="flex w-full items-center justify-between gap-4">
          NSFW Mode
          <span
            aria-hidden="true"
            className={`flex h-5 w-9 items-center rounded-full px-0.5 ${isSelected ? 'justify-end bg-rose-700' : 'bg-neutral-400 dark:bg-neutral-600'}`}
          >
            <span className="h-4 w-4 rounded-full bg-white" />
          </span>
        </span>
      )}
    </MenuItem>
  );
}

/**
 * The profile menu under the nav's account button. It is a chunk of its own (collections, selection and
 * positioning from React Aria) that home does not need until a member opens it; NavAccount gives it what
 * React Aria's MenuTrigger would: the trigger, the open state and where focus goes.
 */
export default function NavAccountMenu({
  id,
  triggerId,
  triggerRef,
  isOpen,
  focus,
  onClose,
  uuid,
  isAdOptIn,
}: {
  id: string;
  triggerId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  focus: MenuFocus;
  onClose: () => void;
  uuid: string;
  isAdOptIn: boolean;
}) {
  // The one After Dark switch of the app: the home screen's search setting (SPEC §2, profile menu).
  const isAd = useSearchSettings((settings) => settings.isAd);
  return (
    <Popover
      trigger="MenuTrigger"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      aria-labelledby={triggerId}
      className="min-w-56 overflow-auto rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      <AriaMenu id={id} aria-label="Profile menu" aria-labelledby={triggerId} autoFocus={focus} onClose={onClose} className="outline-0">
        <MenuItem href={`/profiles/${uuid}`}>My profile</MenuItem>
        {isAdOptIn && (
          <MenuSection
            aria-label="Content mode"
            selectionMode="multiple"
            selectedKeys={isAd ? [NSFW_KEY] : []}
            onSelectionChange={(keys: Selection) => setAdMode(keys === 'all' || keys.has(NSFW_KEY))}
          >
            <NsfwModeItem />
          </MenuSection>
        )}
        <MenuItem href="/settings">Settings</MenuItem>
      </AriaMenu>
    </Popover>
  );
}
