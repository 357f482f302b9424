import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { enabledOverrideCount } from '../../../lib/experiments';
import { isStaff, isSupporter } from '../../../../shared/roles';
import { nextTheme, updateSettings, useSettings, type Theme } from '../../../state/settings';
import { Button as AriaButton } from 'react-aria-components';
import { focusRing } from '../../../ui/utils';
import { Link } from '../../../ui/Link';
import { Switch } from '../../../ui/Switch';
import { LocationPinIcon, FlaskIcon } from '../../../ui/icons';
import { PRIVACY_POLICY_URL, TERMS_URL } from '../../../lib/supportLinks';
import type { SettingsMenu_viewer$key } from './__generated__/SettingsMenu_viewer.graphql';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', auto: 'System default' };

const itemClass =
  'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800';

function Section({ title, children }: { title: string; children: ReactNode }) {
  // An id without spaces: aria-labelledby reads "settings-Seasonal Options" as two ids and names nothing.
  const headingId = `settings-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-0.5">
      <h2 id={headingId} className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MenuButton({ label, value, onPress }: { label: string; value: string; onPress: () => void }) {
  return (
    <AriaButton
      onPress={onPress}
      className={(renderProps) => focusRing({ ...renderProps, className: `${itemClass} cursor-default text-left` })}
    >
      <span>{label}</span>
      <span className="text-xs text-neutral-700 dark:text-neutral-300">{value}</span>
    </AriaButton>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      variant="plain"
      className={itemClass}
      // In forced colours the tint is dropped, so the current page is marked with Highlight there.
      activeProps={{
        'aria-current': 'page',
        className:
          'bg-violet-100 dark:bg-violet-950 forced-color-adjust-none forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
      }}
    >
      {children}
    </Link>
  );
}

/** Experiments icon colour: sky for staff, amber for supporters (second tier), red otherwise (SPEC §2). */
export function experimentTone(roles: readonly string[]) {
  if (isStaff(roles)) return 'text-sky-700 dark:text-sky-300';
  if (isSupporter(roles)) return 'text-amber-700 dark:text-amber-300';
  return 'text-red-700 dark:text-red-300';
}

export function SettingsMenu({
  viewer,
  experiments,
}: {
  viewer: SettingsMenu_viewer$key;
  experiments: readonly { key: string; control: string; type: string; treatments: readonly { key: string }[] }[];
}) {
  const data = useFragment(
    graphql`
      fragment SettingsMenu_viewer on Viewer {
        isDeveloper
        featureFlags {
          key
        }
        profile {
          roles {
            name
          }
          location {
            type
            place
            countryCode
          }
        }
      }
    `,
    viewer,
  );
  const settings = useSettings((s) => s);
  const roles = data.profile.roles.map((role) => role.name);
  const location = data.profile.location;
  const isGps = location?.type === 'GPS';
  const hasChristmas = data.featureFlags.some((flag) => flag.key === 'christmas');
  const overrides = enabledOverrideCount(settings.experiments, experiments);

  return (
    <nav aria-label="Settings" className="flex flex-col gap-1">
      <Section title="Profile">
        <MenuLink to="/settings/profile">Manage Profile</MenuLink>
        <MenuLink to="/settings/location">
          <span>My Location</span>
          <span
            className={`flex items-center gap-1 text-xs ${isGps ? 'font-semibold text-sky-800 dark:text-sky-300' : 'text-neutral-700 dark:text-neutral-300'}`}
          >
            <LocationPinIcon />
            {location?.place ? `${location.place}${location.countryCode ? `, ${location.countryCode}` : ''}` : 'Not set'}
            {isGps && <span className="sr-only">(live location)</span>}
          </span>
        </MenuLink>
      </Section>
      {hasChristmas && (
        <Section title="Seasonal Options">
          <div className="px-3 py-2">
            <Switch isSelected={settings.snowfall} onChange={(snowfall) => updateSettings({ snowfall })}>
              Snowfall
            </Switch>
          </div>
        </Section>
      )}
      <Section title="Preferences">
        <MenuLink to="/settings/content-options">Content Preferences</MenuLink>
        <MenuLink to="/settings/privacy">Privacy</MenuLink>
        <MenuLink to="/settings/notifications">Notifications</MenuLink>
        <MenuButton
          label="Units"
          value={settings.unitOfDistance === 'km' ? 'Metric km' : 'Imperial mi'}
          onPress={() => updateSettings({ unitOfDistance: settings.unitOfDistance === 'km' ? 'mi' : 'km' })}
        />
        <MenuButton
          label="Appearance"
          value={THEME_LABELS[settings.theme]}
          onPress={() => updateSettings({ theme: nextTheme(settings.theme) })}
        />
      </Section>
      <Section title="More">
        <MenuLink to="/settings/experiments">
          <span className="flex items-center gap-2">
            <FlaskIcon className={`h-5 w-5 ${experimentTone(roles)}`} />
            Experiments
          </span>
          {overrides > 0 && (
            <span className="rounded-full bg-neutral-200 px-2 text-xs font-bold dark:bg-neutral-700" aria-label={`${overrides} enabled`}>
              {overrides}
            </span>
          )}
        </MenuLink>
        <MenuLink to="/settings/account">Support</MenuLink>
        {data.isDeveloper && <MenuLink to="/settings/debug">Debug Options</MenuLink>}
        <a href={TERMS_URL} target="_blank" rel="noreferrer" className={itemClass}>
          Terms &amp; Conditions
        </a>
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer" className={itemClass}>
          Privacy Policy
        </a>
        <MenuLink to="/logout">Log out</MenuLink>
        <p className="px-3 py-2 text-xs text-neutral-700 dark:text-neutral-300">Version {__APP_VERSION__}</p>
      </Section>
    </nav>
  );
}
