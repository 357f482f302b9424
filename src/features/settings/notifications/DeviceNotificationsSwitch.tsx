import { useEffect, useState } from 'react';
import { commitAsync } from '../../../relay/commitAsync';
import { errorMessage } from '../../../lib/graphqlErrors';
import {
  currentPushSubscription,
  pushSupport,
  subscribeToPush,
  subscriptionKeys,
  unsubscribeFromPush,
  type PushSupport,
} from '../../../lib/webPush';
import { Switch } from '../../../ui/Switch';
import { useAddPushSubscriptionMutation } from '../mutations/AddPushSubscriptionMutation';
import { useRemovePushSubscriptionMutation } from '../mutations/RemovePushSubscriptionMutation';

const SUPPORT_NOTES: Record<Exclude<PushSupport, 'supported'>, string> = {
  unsupported: 'This browser cannot show notifications from Snoot.',
  denied: 'Notifications are blocked for Snoot in this browser. Allow them in the site settings to turn them on here.',
};

/**
 * The browser's own errors are not in a member's words. Chromium refuses a push registration with "permission
 * denied" in a private window even when notifications are allowed; anything else is its push service failing.
 */
function browserErrorText(error: DOMException) {
  if (error.name === 'NotAllowedError' || /permission/i.test(error.message))
    return 'This browser does not let Snoot send notifications here. A private window cannot receive them.';
  return 'This browser could not set up notifications just now. Check your connection and try again.';
}

/**
 * "Turn on notifications" for this device. The browser's permission is asked only when the member turns it on;
 * the subscription is then stored on the server. Off ends the subscription on this device first (so nothing
 * more arrives even if the server cannot be told) and then tells the server.
 */
export function DeviceNotificationsSwitch({ publicKey }: { publicKey: string }) {
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [add] = useAddPushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();

  useEffect(() => {
    let active = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!active) return;
        setIsOn(Boolean(subscription));
        // Stored again (one row per device), in case the server forgot it: the switch shows on, so it must be.
        if (subscription) add({ variables: { input: subscriptionKeys(subscription) }, onError: () => setIsOn(false) });
      });
    return () => {
      active = false;
    };
  }, [add]);

  const turnOn = async () => {
    const keys = await subscribeToPush(publicKey);
    try {
      await commitAsync(add, { variables: { input: keys } }, 'Notifications');
    } catch (error) {
      // Not stored means nothing would arrive: do not leave a subscription the switch says is off.
      await unsubscribeFromPush().catch(() => null);
      throw error;
    }
  };

  const turnOff = async () => {
    const endpoint = await unsubscribeFromPush();
    if (endpoint) await commitAsync(remove, { variables: { input: { endpoint } } }, 'Notifications');
  };

  // The switch stays enabled while it works (a disabled control would drop the member's focus); presses then wait.
  const change = async (on: boolean) => {
    if (status.busy) return;
    setStatus({ busy: true, error: null });
    setIsOn(on);
    try {
      await (on ? turnOn() : turnOff());
      setStatus({ busy: false, error: null });
    } catch (error) {
      // The browser's own words, for whoever looks into it; the member reads their own below.
      console.warn('Device notifications could not be changed', error);
      setSupport(pushSupport());
      setIsOn(on ? false : Boolean(await currentPushSubscription().catch(() => null)));
      setStatus({ busy: false, error: error instanceof DOMException ? browserErrorText(error) : errorMessage(error) });
    }
  };

  if (support !== 'supported') return <p className="text-sm text-neutral-700 dark:text-neutral-300">{SUPPORT_NOTES[support]}</p>;
  return (
    <div className="flex flex-col gap-2">
      <Switch isSelected={isOn ?? false} onChange={(on) => void change(on)} className="max-w-sm">
        Turn on notifications
      </Switch>
      <p role="status" className="text-sm text-neutral-700 empty:hidden dark:text-neutral-300">
        {status.busy ? (isOn ? 'Turning on notifications on this device…' : 'Turning off notifications on this device…') : ''}
      </p>
      {status.error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {status.error}
        </p>
      )}
    </div>
  );
}
