import { MenuTrigger } from 'react-aria-components';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Menu, MenuItem } from '../../ui/Menu';
import { showToast } from '../../ui/Toast';
import { useHideProfileMutation } from '../settings/mutations/HideProfileMutation';
import { useUnhideProfileMutation } from '../settings/mutations/UnhideProfileMutation';
import { useSafetyDialogs, type SafetyTarget } from './useSafetyDialogs';

interface SafetyMenuProps extends SafetyTarget {
  /** Whether the viewer hid this profile from their grid and search; leave out where hiding does not apply. */
  isHidden?: boolean;
}

/** Block, hide and report, next to a profile's Like and Chat or in a chat room's header. */
export function SafetyMenu({ isHidden, ...target }: SafetyMenuProps) {
  const { uuid, name } = target;
  const { openBlock, openReport } = useSafetyDialogs(target);
  const [hide] = useHideProfileMutation();
  const [unhide] = useUnhideProfileMutation();
  const toggleHidden = () => {
    const commit = isHidden ? unhide : hide;
    commit({
      variables: { input: { uuid } },
      // The grid and search are read again on their next visit, without (or with) this profile.
      updater: (store) => store.invalidateStore(),
      onCompleted: (_, errors) => {
        showToast(
          errors?.length
            ? { title: 'Could not change that', description: errors[0].message }
            : { title: isHidden ? `${name} shows in your grid and search again` : `${name} is hidden from your grid and search` },
        );
      },
      onError: (failure) => {
        showToast({ title: 'Could not change that', description: errorMessage(failure) });
      },
    });
  };
  const actions: Record<string, () => void> = { block: openBlock, report: () => openReport(), hide: toggleHidden };
  return (
    <MenuTrigger>
      <Button variant="secondary">
        <span aria-hidden>⋯</span>
        More<span className="sr-only"> actions for {name}</span>
      </Button>
      <Menu onAction={(key) => actions[String(key)]?.()}>
        <MenuItem id="report">Report {name}</MenuItem>
        {isHidden !== undefined && (
          <MenuItem id="hide">{isHidden ? 'Show in my grid and search' : 'Hide from my grid and search'}</MenuItem>
        )}
        <MenuItem id="block">Block {name}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
