import { Repeater } from 'graphql-yoga';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { notFound } from '../errors.ts';
import { uuidKey } from './uuidKey.ts';
import { visiblePresence, visibleProfileByUuid } from './profiles.ts';
import type { ProfileRow } from '../db/types.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

interface ProfilePresenceEventSource {
  profile: ProfileRow;
}

/** The same words whether the profile is missing or hidden from the viewer, so the answer tells neither. */
const NOT_VISIBLE = 'Profile not found';
/** A report runs out without an event (a tab that died without closing its socket): look again just after. */
const AFTER_EXPIRY_MS = 1000;

type Wake = { kind: 'event' } | { kind: 'expired' } | { kind: 'stopped' } | { kind: 'catchUp' };

/** Resolves at the moment an ONLINE report of `owner` runs out; never when there is none to run out. */
function expiryOf(owner: ProfileRow) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const until = owner.present_until?.getTime();
  const expired = new Promise<Wake>((resolve) => {
    if (until !== undefined && until > Date.now())
      timer = setTimeout(() => resolve({ kind: 'expired' }), until - Date.now() + AFTER_EXPIRY_MS);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * One member's presence for one viewer: as it is on subscribing, then only when the step the viewer may see changes (Online, Active
 * today, …), never on each report. Each wake reads the member afresh and asks the same rules as the presence
 * field (visibleProfileByUuid, visiblePresence): while the viewer may not see them (a block, the other age pool,
 * their privacy) nothing is sent at all. A Repeater, as for chat, so a closed socket ends it without an event.
 */
function presenceEvents(context: Context, first: ProfileRow) {
  return new Repeater<ProfilePresenceEventSource>(async (push, stop) => {
    const feed = context.pubsub.subscribe('presence', first.id)[Symbol.asyncIterator]();
    const stopped = stop.then((): Wake => ({ kind: 'stopped' }));
    // The feed starts listening on its first next(): before the current presence goes out, so no change is lost.
    let pending = feed.next();
    let owner = first;
    let shown = await visiblePresence(context, owner);
    // Events may have been lost between processes (a Redis outage): look again once they flow.
    let caughtUp = () => {};
    const catchUp = () => new Promise<Wake>((resolve) => (caughtUp = () => resolve({ kind: 'catchUp' })));
    let missed = catchUp();
    const stopCatchUp = context.pubsub.onCatchUp(() => caughtUp());
    try {
      // First the presence as it is now: it may have changed since the screen read it.
      await push({ profile: owner });
      for (;;) {
        const expiry = expiryOf(owner);
        const wake = await Promise.race([
          pending.then((next): Wake => (next.done ? { kind: 'stopped' } : { kind: 'event' })),
          stopped,
          expiry.expired,
          missed,
        ]);
        expiry.clear();
        if (wake.kind === 'stopped') return;
        if (wake.kind === 'event') pending = feed.next();
        if (wake.kind === 'catchUp') missed = catchUp();
        context.forgetReads();
        const now = await visibleProfileByUuid(context, first.id);
        if (!now) continue;
        owner = now;
        const presence = await visiblePresence(context, owner);
        if (presence === shown) continue;
        shown = presence;
        await push({ profile: owner });
      }
    } finally {
      stop();
      stopCatchUp();
      await feed.return?.();
    }
  });
}

export const presenceSubscriptionResolvers: Resolvers = {
  Subscription: {
    profilePresence: {
      subscribe: async (_parent, { profileId }, context) => {
        requireViewer(context);
        const key = uuidKey(profileId, 'Profile');
        const owner = key ? await visibleProfileByUuid(context, key) : null;
        if (!owner) throw notFound(NOT_VISIBLE);
        return presenceEvents(context, owner);
      },
      resolve: (event: ProfilePresenceEventSource) => event,
    },
  },
};
