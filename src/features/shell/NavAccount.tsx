import { graphql, useFragment } from 'react-relay/hooks';
import { Button, MenuTrigger, type Selection } from 'react-aria-components';
import { Menu, MenuItem, MenuSection } from '../../ui/Menu';
import { focusRing } from '../../ui/utils';
import { setAdMode, useSearchSettings } from '../../state/searchSettings';
import { RoleBadge } from './RoleBadge';
import { RoleFrame } from './RoleFrame';
import type { NavAccount_profile$key } from './__generated__/NavAccount_profile.graphql';

const NSFW_KEY = 'nsfw-mode';

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
  // The one After Dark switch of the app: the home screen's search setting (SPEC §2, profile menu).
  const isAd = useSearchSettings((settings) => settings.isAd);
  const imageSrc = data.primaryImage?.image.url;
  const roles = data.roles.map((role) => role.name);

  return (
    <MenuTrigger>
      <Button
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
      <Menu aria-label="Profile menu">
        <MenuItem href={`/profiles/${data.uuid}`}>My profile</MenuItem>
        {data.isAdOptIn && (
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
      </Menu>
    </MenuTrigger>
  );
}
