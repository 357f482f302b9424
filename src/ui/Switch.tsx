import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { composeTailwindRenderProps } from './utils';
import { handle, switchLayout, track } from './switchStyles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children: React.ReactNode;
}

/** An on/off switch with its label; the label names it for assistive technology. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeTailwindRenderProps(props.className, switchLayout)}>
      {(renderProps) => (
        <>
          <span className="min-w-0 flex-1">{children}</span>
          <span data-switch-track className={track(renderProps)}>
            <span className={handle(renderProps)} />
          </span>
        </>
      )}
    </AriaSwitch>
  );
}
