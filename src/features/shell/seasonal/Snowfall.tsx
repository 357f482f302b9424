import { lazy, Suspense } from 'react';
import { useSettings } from '../../../state/settings';
import { useIsDark, useReducedMotion } from '../useTheme';

const SnowfallParticles = lazy(() => import('./SnowfallParticles'));

/**
 * Snow over the whole app while the christmas flag is on and the member's Snowfall toggle (the snowfall
 * event-theme override) is set; never when the OS or the app asks for reduced motion.
 */
export function Snowfall({ isChristmas }: { isChristmas: boolean }) {
  const snowfall = useSettings((settings) => settings.snowfall);
  const reducedMotion = useReducedMotion();
  const isDark = useIsDark();
  if (!isChristmas || !snowfall || reducedMotion) return null;
  return (
    <Suspense fallback={null}>
      <SnowfallParticles isDark={isDark} />
    </Suspense>
  );
}
