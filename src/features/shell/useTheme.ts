import { useEffect } from 'react';
import { useSettings } from '../../state/settings';
import { useMediaQuery } from '../../ui/useMediaQuery';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Dark when chosen, or when the theme follows the system and the system is dark. */
export function useIsDark(): boolean {
  const theme = useSettings((settings) => settings.theme);
  const prefersDark = useMediaQuery(DARK_QUERY);
  return theme === 'dark' || (theme === 'auto' && prefersDark);
}

/** Reduced motion is asked for by the OS setting or by the app's own reducedMotion setting. */
export function useReducedMotion(): boolean {
  const reducedMotion = useSettings((settings) => settings.reducedMotion);
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return reducedMotion || prefersReducedMotion;
}

/** Keeps the `dark` and `reduce-motion` classes on <html> in line with settings and the OS. */
export function useApplyTheme(): void {
  const isDark = useIsDark();
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDark);
    document.documentElement.classList.toggle('reduce-motion', reduceMotion);
  }, [isDark, reduceMotion]);
}
