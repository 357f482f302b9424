import { lazy, Suspense } from 'react';
import type { SwitchProps } from './Switch';
import { handle, switchLayout, track } from './switchStyles';

const Switch = lazy(() => import('./Switch').then((module) => ({ default: module.Switch })));

/**
 * The Switch, loaded when first shown: for a screen that shows it to only some members, so the others do not
 * download React Aria's toggle and form code (~4 KB). Until it arrives, its look holds its place; that stand-in
 * cannot be pressed and is hidden from assistive technology.
 */
export function LazySwitch(props: SwitchProps) {
  const className = typeof props.className === 'string' ? `${switchLayout} ${props.className}` : switchLayout;
  const look = {
    isSelected: props.isSelected ?? props.defaultSelected ?? false,
    isDisabled: props.isDisabled ?? false,
    isFocusVisible: false,
  };
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className={className}>
          <span className="min-w-0 flex-1">{props.children}</span>
          <span className={track(look)}>
            <span className={handle(look)} />
          </span>
        </div>
      }
    >
      <Switch {...props} />
    </Suspense>
  );
}
