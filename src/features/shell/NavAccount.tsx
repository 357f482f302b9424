import { lazy, Suspense, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, type ButtonProps } from 'react-aria-components';
import { focusRing } from '../../ui/utils';
import { RoleBadge } from '../../ui/RoleBadge';
import { RoleFrame } from './RoleFrame';
import type { MenuFocus } from './NavAccountMenu';
import type { NavAccount_profile$key } from './__generated__/NavAccount_profile.graphql';

// The menu (React Aria's collections, selection and positioning) is a third of home's JS: it loads when a member
// points at, focuses or presses the button, so home paints without it.
const loadMenu = () => import('./NavAccountMenu');
const NavAccountMenu = lazy(loadMenu);

/**
 * The open state and trigger behaviour of React Aria's MenuTrigger, kept here so that the menu itself can load
 * later: mouse and pen open on press start, touch on release, Enter, Space and ArrowDown open on the first item,
 * ArrowUp on the last, a screen reader's press on the first.
 */
function useMenuOpener() {
  const [menu, setMenu] = useState<{ isOpen: boolean; focus: MenuFocus } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = (focus: MenuFocus) => setMenu({ isOpen: true, focus });
  const toggle = (focus: MenuFocus) => setMenu((current) => ({ isOpen: !current?.isOpen, focus }));
  return {
    menu,
    triggerRef,
    close: () => setMenu((current) => current && { ...current, isOpen: false }),
    triggerProps: {
      onHoverStart: () => void loadMenu(),
      onFocus: () => void loadMenu(),
      // As MenuTrigger does: the button takes focus before the menu opens, so that the menu can hand it back.
      preventFocusOnPress: true,
      onPressStart: (event) => {
        if (event.pointerType === 'touch') return;
        triggerRef.current?.focus({ preventScroll: true });
        if (event.pointerType === 'keyboard') toggle('first');
        else open(event.pointerType === 'virtual' ? 'first' : true);
      },
      onPress: (event) => {
        if (event.pointerType !== 'touch') return;
        triggerRef.current?.focus({ preventScroll: true });
        toggle(true);
      },
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        } else event.continuePropagation();
      },
    } satisfies Partial<ButtonProps>,
  };
}
/** The account block at the right of the nav; it opens the profile menu. */
export function NavAccount({ profile }: { profile: NavAccount_profile$key }) {
  const data = useFragment(
    graphql`
      fragment NavAccount_profile on Profile {
        uuid
        displayName
        username
        isAdOptIn
        roles {
          name
        }
        primaryImage {
          image {
            url(width: 374)
          }
        }
      }
    `,
    profile,
  );
  const { menu, triggerRef, close, triggerProps } = useMenuOpener();
  const triggerId = useId();
  const menuId = useId();
  const imageSrc = data.primaryImage?.image.url;
  const roles = data.roles.map((role) => role.name);

  return (
    <>
      <Button
        {...triggerProps}
        ref={triggerRef}
        id={triggerId}
        aria-haspopup
        aria-expanded={menu?.isOpen ?? false}
        aria-controls={menu?.isOpen ? menuId : undefined}
        className={(renderProps) =>
          focusRing({
            ...renderProps,
            className: 'flex items-center gap-3 rounded-xl px-2 py-1 text-left hover:bg-neutral-200 dark:hover:bg-neutral-800',
          })
        }
      >
        <RoleFrame roles={roles}>
          {imageSrc ? (
            <img src={imageSrc} alt="" className="h-full w-full object-cover" />
          ) : (
            <span aria-hidden="true" className="font-bold text-violet-900">
              {data.displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
        </RoleFrame>
        {/* The button is named by what it shows; on phones the name is hidden from the eye only. */}
        <span className="flex min-w-0 flex-col max-mobile:sr-only">
          <span className="sr-only">Account menu for </span>
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold">{data.displayName}</span>
            <RoleBadge roles={roles} />
          </span>
          {data.username && <span className="truncate text-sm text-neutral-700 dark:text-neutral-300">@{data.username}</span>}
        </span>
      </Button>
      {menu && (
        <Suspense fallback={null}>
          <NavAccountMenu
            id={menuId}
            triggerId={triggerId}
            triggerRef={triggerRef}
            isOpen={menu.isOpen}
            focus={menu.focus}
            onClose={close}
            uuid={data.uuid}
            isAdOptIn={data.isAdOptIn === true}
          />
        </Suspense>
      )}
    </>
  );
}
