import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, type Member } from './profileFixtures.ts';
import { dataUrl, photoWithGps } from './settingsFixtures.ts';
import { act, createGroup, groupId, onMember } from './groupsHelpers.ts';
import {
  answersOf,
  block,
  cancelEvent,
  createEvent,
  createEventAnswer,
  errorOf,
  eventNoticesOf,
  eventSeenBy,
  hide,
  hoursFromNow,
  ok,
  reportEvent,
  rsvp,
  updateEvent,
} from './eventWritesHelpers.ts';

const suspend = (app: App, member: Member) =>
  app.services.db.updateTable('profiles').set({ banned_at: new Date() }).where('id', '=', member.id).execute();

describe.each(backends)('event mutations on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('makes an event in the creator pool with the creator Going, and answers what changed', async () => {
    const host = await createMember(app, { name: 'Host' });
    const answer = ok(await createEventAnswer(app, host, { capacity: 12, address: '  Tiergarten 1  ' }));
    expect(answer.eventCreate.event).toMatchObject({
      displayName: 'Saturday walk',
      capacity: 12,
      goingCount: 1,
      viewerStatus: 'GOING',
      viewerCanManage: true,
      timeZone: 'Europe/Berlin',
      address: 'Tiergarten 1',
      isCancelled: false,
    });
    expect(answer.eventCreate.viewer.id).toBeTruthy();
    const row = await app.services.db
      .selectFrom('events')
      .selectAll()
      .where('uuid', '=', answer.eventCreate.event.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ adult_pool: true, host_id: host.id, going_count: 1 });
    // A minor's event is of the minors' pool, whoever looks.
    const minor = await createMember(app, { age: 16 });
    const teen = await createEvent(app, minor, { displayName: 'Teen meet' });
    const teenRow = await app.services.db.selectFrom('events').select('adult_pool').where('uuid', '=', teen).executeTakeFirstOrThrow();
    expect(teenRow.adult_pool).toBe(false);
    expect(await eventSeenBy(app, host, teen)).toBeNull();
    // The file's first test also warms the server.
  }, 90_000);

  it('refuses bad input in member words and stores nothing', async () => {
    const host = await createMember(app);
    const before = await app.services.db.selectFrom('events').select('uuid').execute();
    const cases: [Record<string, unknown>, string][] = [
      [{ eventBeginAt: hoursFromNow(-1), eventEndAt: hoursFromNow(2) }, 'The event must begin in the future.'],
      [{ eventBeginAt: hoursFromNow(5), eventEndAt: hoursFromNow(4) }, 'The event must end after it begins.'],
      [{ eventBeginAt: hoursFromNow(5), eventEndAt: hoursFromNow(5 + 14 * 24 + 1) }, 'An event can last at most 14 days.'],
      [{ timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list.'],
      [{ capacity: 0 }, 'Places must be a whole number from 1 to 10,000.'],
      [{ capacity: 10_001 }, 'Places must be a whole number from 1 to 10,000.'],
      [{ address: 'x'.repeat(201) }, 'Address must be at most 200 characters.'],
      [{ description: 'x'.repeat(4001) }, 'Description must be at most 4,000 characters.'],
      [{ placeId: 'nowhere' }, 'Choose the place from the list.'],
      [{ displayName: 'x' }, 'Event name must be at least 2 characters.'],
      [{ displayName: 'x'.repeat(81) }, 'Event name must be at most 80 characters.'],
      [{ displayName: '\u200b\u200b' }, 'Event name must contain at least one visible character.'],
      [{ image: 'data:image/jpeg;base64,AAAA' }, expect.any(String) as unknown as string],
    ];
    for (const [input, message] of cases) {
      const answer = await createEventAnswer(app, host, input);
      expect(errorOf(answer), JSON.stringify(input)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const staffLike = errorOf(await createEventAnswer(app, host, { displayName: 'Snoot Team Meetup' }));
    expect(staffLike.code).toBe('BAD_USER_INPUT');
    expect(staffLike.message).toContain('look like Snoot staff');
    expect(await app.services.db.selectFrom('events').select('uuid').execute()).toHaveLength(before.length);
  });

  it('keeps a picture through the upload pipeline', async () => {
    const host = await createMember(app);
    const uuid = await createEvent(app, host, { image: dataUrl(await photoWithGps(320, 240)) });
    const row = await app.services.db.selectFrom('events').select('image_uuid').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.image_uuid).toBeTruthy();
    const image = await app.services.db
      .selectFrom('images')
      .select('owner_id')
      .where('uuid', '=', row.image_uuid!)
      .executeTakeFirstOrThrow();
    expect(image.owner_id).toBeNull();
  });

  it('makes After Dark events only for adults who opted in, hosted only by After Dark groups', async () => {
    const optedIn = await createMember(app, AD_ADULT);
    const notOptedIn = await createMember(app);
    expect(errorOf(await createEventAnswer(app, notOptedIn, { isAd: true })).code).toBe('FORBIDDEN');
    const adGroup = await createGroup(app, optedIn, { displayName: 'Night Furs', isAd: true });
    const dayGroup = await createGroup(app, optedIn, { displayName: 'Day Furs' });
    expect(errorOf(await createEventAnswer(app, optedIn, { isAd: true, hostGroupId: groupId(dayGroup) })).code).toBe('FORBIDDEN');
    expect(errorOf(await createEventAnswer(app, optedIn, { hostGroupId: groupId(adGroup) })).code).toBe('FORBIDDEN');
    const ad = await createEvent(app, optedIn, { isAd: true, hostGroupId: groupId(adGroup) });
    expect(await eventSeenBy(app, notOptedIn, ad)).toBeNull();
    expect(errorOf(await rsvp(app, notOptedIn, ad, 'GOING')).code).toBe('NOT_FOUND');
    expect(errorOf(await rsvp(app, notOptedIn, ad, 'INTERESTED')).code).toBe('NOT_FOUND');
    expect(errorOf(await reportEvent(app, notOptedIn, ad)).code).toBe('NOT_FOUND');
  });

  it('lets only owners and moderators of a group of the same pool host in its name', async () => {
    const owner = await createMember(app, { name: 'Group Owner' });
    const plain = await createMember(app, { name: 'Plain Member' });
    const moderator = await createMember(app, { name: 'Moderator' });
    const minor = await createMember(app, { age: 16 });
    const group = await createGroup(app, owner, { displayName: 'Walkers' });
    ok(await act(app, plain, 'groupJoin', group));
    ok(await act(app, moderator, 'groupJoin', group));
    ok(await onMember(app, owner, 'groupModeratorSet', group, moderator, { isModerator: true }));
    expect(errorOf(await createEventAnswer(app, plain, { hostGroupId: groupId(group) }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the owner and moderators of a group can host an event in its name.',
    });
    expect(errorOf(await createEventAnswer(app, minor, { hostGroupId: groupId(group) })).code).toBe('NOT_FOUND');
    // Forged ids: malformed, or another type's.
    expect(errorOf(await createEventAnswer(app, moderator, { hostGroupId: 'R3JvdXA6bm9wZQ' })).code).toBe('NOT_FOUND');
    expect(errorOf(await createEventAnswer(app, moderator, { hostGroupId: toGlobalId('Profile', owner.id) })).code).toBe('NOT_FOUND');
    const uuid = await createEvent(app, moderator, { hostGroupId: groupId(group) });
    const row = await app.services.db.selectFrom('events').select('host_group_uuid').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row.host_group_uuid).toBe(group);

    // The group's owner co-manages it; a plain member of the group does not.
    expect(ok(await updateEvent(app, owner, uuid, { displayName: 'Long walk' })).eventUpdate.event.displayName).toBe('Long walk');
    expect(errorOf(await updateEvent(app, plain, uuid, { displayName: 'Mine now' }))).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only the event's host and its group's moderators can do that.",
    });
    expect(errorOf(await cancelEvent(app, plain, uuid)).code).toBe('FORBIDDEN');
    expect((await eventSeenBy(app, plain, uuid))?.isCancelled).toBe(false);
    expect(ok(await cancelEvent(app, moderator, uuid)).eventCancel.event.isCancelled).toBe(true);
  });

  it('limits events made a day and hosted at once', async () => {
    const host = await createMember(app);
    for (let i = 0; i < 5; i++) await createEvent(app, host, { displayName: `Walk ${i}` });
    expect(errorOf(await createEventAnswer(app, host))).toEqual({
      code: 'FORBIDDEN',
      message: 'You can make up to 5 events a day. Please try again tomorrow.',
    });
    const busy = await createMember(app);
    // Twenty upcoming made earlier than a day ago.
    await app.services.db
      .insertInto('events')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          uuid: crypto.randomUUID(),
          display_name: `Old plan ${i}`,
          begin_at: new Date(Date.now() + 86_400_000),
          end_at: new Date(Date.now() + 90_000_000),
          host_id: busy.id,
          created_at: new Date(Date.now() - 3 * 86_400_000),
          updated_at: new Date(),
        })),
      )
      .execute();
    expect(errorOf(await createEventAnswer(app, busy))).toEqual({
      code: 'FORBIDDEN',
      message: 'You can host up to 20 upcoming events. Cancel one or wait until one ends.',
    });
  });

  it('gives exactly the places there are when fifty answer Going at once, and promotes the first waiting in order', async () => {
    const host = await createMember(app, { name: 'Busy Host' });
    const uuid = await createEvent(app, host, { capacity: 10 });
    // The host steps back so all ten places are open.
    ok(await rsvp(app, host, uuid, 'NONE'));
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(app)));
    const answers = await Promise.all(members.map((member) => rsvp(app, member, uuid, 'GOING')));
    const statuses = answers.map((answer) => ok(answer).eventRsvp.event.viewerStatus);
    expect(statuses.filter((status) => status === 'GOING')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'WAITING_LIST')).toHaveLength(40);
    const stored = await answersOf(app, uuid);
    expect(stored).toHaveLength(50);
    // In the order the answers were taken: every place went before anyone waited, and the flag is in step.
    expect(stored.map((row) => row.status)).toEqual([...Array(10).fill('GOING'), ...Array(40).fill('WAITING_LIST')]);
    expect(stored.every((row) => row.is_waiting_list === (row.status === 'WAITING_LIST'))).toBe(true);
    const seqs = stored.map((row) => Number(row.answer_seq));
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const event = await eventSeenBy(app, host, uuid);
    expect(event).toMatchObject({ goingCount: 10, waitingListCount: 40, interestedCount: 0 });
    // Each waiting member's position is their place in that order.
    const byId = new Map(members.map((member) => [member.id, member]));
    const waiting = stored.filter((row) => row.status === 'WAITING_LIST');
    for (const [index, row] of waiting.slice(0, 3).entries())
      expect((await eventSeenBy(app, byId.get(row.profile_id)!, uuid))?.viewerWaitingListPosition).toBe(index + 1);

    // One Going withdraws: the first waiting is promoted and told; the second moves up.
    const leaver = byId.get(stored[0]!.profile_id)!;
    expect(ok(await rsvp(app, leaver, uuid, 'NONE')).eventRsvp.event).toMatchObject({
      viewerStatus: 'NONE',
      goingCount: 10,
      waitingListCount: 39,
    });
    const first = byId.get(waiting[0]!.profile_id)!;
    const second = byId.get(waiting[1]!.profile_id)!;
    expect(await eventSeenBy(app, first, uuid)).toMatchObject({ viewerStatus: 'GOING', viewerWaitingListPosition: null });
    expect(await eventNoticesOf(app, first, uuid)).toEqual(['EVENT_PROMOTED']);
    expect(await eventNoticesOf(app, second, uuid)).toEqual([]);
    expect((await eventSeenBy(app, second, uuid))?.viewerWaitingListPosition).toBe(1);
    // Answering Going again keeps one's place on the waiting list.
    expect(ok(await rsvp(app, second, uuid, 'GOING')).eventRsvp.event.viewerWaitingListPosition).toBe(1);
  }, 180_000);

  it('moves Interested and Going with the counts, and raising places promotes in order', async () => {
    const host = await createMember(app);
    const uuid = await createEvent(app, host, { capacity: 1 });
    const [a, b, c] = await Promise.all([createMember(app), createMember(app), createMember(app)]);
    expect(ok(await rsvp(app, a, uuid, 'INTERESTED')).eventRsvp.event).toMatchObject({ viewerStatus: 'INTERESTED', interestedCount: 1 });
    expect(ok(await rsvp(app, a, uuid, 'GOING')).eventRsvp.event).toMatchObject({
      viewerStatus: 'WAITING_LIST',
      interestedCount: 0,
      waitingListCount: 1,
    });
    ok(await rsvp(app, b, uuid, 'GOING'));
    ok(await rsvp(app, c, uuid, 'GOING'));
    expect(errorOf(await updateEvent(app, host, uuid, { capacity: 0 })).code).toBe('BAD_USER_INPUT');
    const raised = ok(await updateEvent(app, host, uuid, { capacity: 3 })).eventUpdate.event;
    expect(raised).toMatchObject({ capacity: 3, goingCount: 3, waitingListCount: 1 });
    expect((await eventSeenBy(app, a, uuid))?.viewerStatus).toBe('GOING');
    expect((await eventSeenBy(app, b, uuid))?.viewerStatus).toBe('GOING');
    expect((await eventSeenBy(app, c, uuid))?.viewerWaitingListPosition).toBe(1);
    expect(errorOf(await updateEvent(app, host, uuid, { capacity: 2 }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '3 members are going already: places cannot be fewer.',
    });
    // No limit takes everyone waiting in.
    expect(ok(await updateEvent(app, host, uuid, { capacity: null })).eventUpdate.event).toMatchObject({
      capacity: null,
      goingCount: 4,
      waitingListCount: 0,
    });
  });

  it('passes over a waiting member the host blocked since, and promotes the next in order', async () => {
    const host = await createMember(app);
    const uuid = await createEvent(app, host, { capacity: 2 });
    const [going, blockedLater, next] = [await createMember(app), await createMember(app), await createMember(app)];
    ok(await rsvp(app, going, uuid, 'GOING'));
    expect(ok(await rsvp(app, blockedLater, uuid, 'GOING')).eventRsvp.event.viewerStatus).toBe('WAITING_LIST');
    ok(await rsvp(app, next, uuid, 'GOING'));
    await block(app, host, blockedLater);
    ok(await rsvp(app, going, uuid, 'NONE'));
    expect((await eventSeenBy(app, next, uuid))?.viewerStatus).toBe('GOING');
    expect(await eventNoticesOf(app, next, uuid)).toEqual(['EVENT_PROMOTED']);
    const stored = await answersOf(app, uuid);
    expect(stored.find((row) => row.profile_id === blockedLater.id)?.status).toBe('WAITING_LIST');
    expect(await eventNoticesOf(app, blockedLater, uuid)).toEqual([]);
  });

  it('tells attendees of a time change, raises the sequence and changes only what is given', async () => {
    const host = await createMember(app);
    const guest = await createMember(app);
    const uuid = await createEvent(app, host, { address: 'Gate 3' });
    ok(await rsvp(app, guest, uuid, 'GOING'));
    const sequence = async () =>
      (await app.services.db.selectFrom('events').select('sequence').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sequence;
    const before = await sequence();
    ok(await updateEvent(app, host, uuid, { description: 'Bring water.' }));
    expect(await sequence()).toBe(before);
    expect(await eventNoticesOf(app, guest, uuid)).toEqual([]);
    const begin = hoursFromNow(72);
    const changed = ok(await updateEvent(app, host, uuid, { eventBeginAt: begin, eventEndAt: hoursFromNow(74) })).eventUpdate.event;
    expect(new Date(changed.eventBeginAt).toISOString()).toBe(begin);
    expect(changed.address).toBe('Gate 3');
    expect(await sequence()).toBe(before + 1);
    expect(await eventNoticesOf(app, guest, uuid)).toEqual(['EVENT_CHANGED']);
    expect(await eventNoticesOf(app, host, uuid)).toEqual([]);
    // Bad changes change nothing.
    expect(errorOf(await updateEvent(app, host, uuid, { eventBeginAt: hoursFromNow(-2) })).message).toBe(
      'The event must begin in the future.',
    );
    expect(errorOf(await updateEvent(app, host, uuid, { eventEndAt: hoursFromNow(71) })).message).toBe(
      'The event must end after it begins.',
    );
    expect(errorOf(await updateEvent(app, host, uuid, { displayName: 'Official Snoot Staff Walk' })).code).toBe('BAD_USER_INPUT');
    expect((await eventSeenBy(app, host, uuid))?.eventBeginAt).toBe(begin);
  });

  it('cancels once, telling attendees, and refuses answers and edits afterwards', async () => {
    const host = await createMember(app);
    const guest = await createMember(app);
    const uuid = await createEvent(app, host);
    ok(await rsvp(app, guest, uuid, 'INTERESTED'));
    expect(errorOf(await cancelEvent(app, guest, uuid)).code).toBe('FORBIDDEN');
    const cancelled = ok(await cancelEvent(app, host, uuid)).eventCancel.event;
    expect(cancelled.isCancelled).toBe(true);
    expect(await eventNoticesOf(app, guest, uuid)).toEqual(['EVENT_CANCELLED']);
    expect(errorOf(await cancelEvent(app, host, uuid))).toEqual({ code: 'BAD_USER_INPUT', message: 'This event was cancelled.' });
    expect(errorOf(await updateEvent(app, host, uuid, { displayName: 'Back on' })).message).toBe('This event was cancelled.');
    const late = await createMember(app);
    expect(errorOf(await rsvp(app, late, uuid, 'GOING'))).toEqual({ code: 'FORBIDDEN', message: 'This event was cancelled.' });
  });

  it('refuses answers and edits of an event that has ended', async () => {
    const host = await createMember(app);
    const guest = await createMember(app);
    const uuid = await createEvent(app, host);
    ok(await rsvp(app, guest, uuid, 'GOING'));
    await app.services.db
      .updateTable('events')
      .set({ begin_at: new Date(Date.now() - 7_200_000), end_at: new Date(Date.now() - 3_600_000) })
      .where('uuid', '=', uuid)
      .execute();
    expect(errorOf(await rsvp(app, await createMember(app), uuid, 'GOING')).message).toBe('This event has ended.');
    expect(errorOf(await rsvp(app, guest, uuid, 'NONE')).message).toBe('This event has ended.');
    expect(errorOf(await updateEvent(app, host, uuid, { capacity: 5 })).message).toBe('This event has ended.');
    expect(errorOf(await cancelEvent(app, host, uuid)).message).toBe('This event has ended.');
  });

  it('refuses every mutation across pools, blocks and hides either way, a suspended host, and forged ids', async () => {
    const host = await createMember(app, { name: 'Guarded Host' });
    const uuid = await createEvent(app, host);
    const minor = await createMember(app, { age: 16 });
    const blocker = await createMember(app);
    const blocked = await createMember(app);
    const hider = await createMember(app);
    const hidden = await createMember(app);
    await block(app, blocker, host);
    await block(app, host, blocked);
    await hide(app, hider, host);
    await hide(app, host, hidden);
    for (const outsider of [minor, blocker, blocked, hider, hidden]) {
      for (const status of ['GOING', 'INTERESTED', 'NONE'])
        expect(errorOf(await rsvp(app, outsider, uuid, status)), status).toEqual({
          code: 'NOT_FOUND',
          message: 'This event is not available.',
        });
      expect(errorOf(await updateEvent(app, outsider, uuid, { displayName: 'Taken' })).code).toBe('NOT_FOUND');
      expect(errorOf(await cancelEvent(app, outsider, uuid)).code).toBe('NOT_FOUND');
      expect(errorOf(await reportEvent(app, outsider, uuid)).code).toBe('NOT_FOUND');
    }
    expect(await answersOf(app, uuid)).toHaveLength(1);

    // Forged ids: malformed, another type's id of the same uuid.
    const guest = await createMember(app);
    for (const forged of ['not-an-id', toGlobalId('Group', uuid), toGlobalId('Event', 'nope')]) {
      expect(errorOf(await rsvp(app, guest, uuid, 'GOING', forged)).code).toBe('NOT_FOUND');
      expect(errorOf(await updateEvent(app, host, uuid, { displayName: 'x2' }, forged)).code).toBe('NOT_FOUND');
      expect(errorOf(await cancelEvent(app, host, uuid, forged)).code).toBe('NOT_FOUND');
      expect(errorOf(await reportEvent(app, guest, uuid, 'HARASSMENT', forged)).code).toBe('NOT_FOUND');
    }

    // A suspended host's event reads as missing.
    const suspendedHost = await createMember(app);
    const gone = await createEvent(app, suspendedHost);
    await suspend(app, suspendedHost);
    expect(errorOf(await rsvp(app, guest, gone, 'GOING')).code).toBe('NOT_FOUND');
    expect(errorOf(await reportEvent(app, guest, gone)).code).toBe('NOT_FOUND');
  });

  it('refuses members who have not finished onboarding, and suspended ones', async () => {
    const host = await createMember(app);
    const uuid = await createEvent(app, host);
    const newcomer = await createMember(app, { onboarded_at: null });
    expect(errorOf(await rsvp(app, newcomer, uuid, 'GOING')).code).toBe('ONBOARDING_REQUIRED');
    expect(errorOf(await createEventAnswer(app, newcomer)).code).toBe('ONBOARDING_REQUIRED');
    expect(errorOf(await reportEvent(app, newcomer, uuid)).code).toBe('ONBOARDING_REQUIRED');
    const suspended = await createMember(app);
    await suspend(app, suspended);
    // A suspended member's sessions end: every mutation asks them to log in again.
    expect(errorOf(await rsvp(app, suspended, uuid, 'GOING')).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await createEventAnswer(app, suspended)).code).toBe('UNAUTHENTICATED');
    expect(await answersOf(app, uuid)).toHaveLength(1);
  });

  it('files a report to the moderation queue with the event as evidence, and removing it cancels the event', async () => {
    const [host, reporter, guest, staff] = await Promise.all([
      createMember(app, { name: 'Reported Host' }),
      createMember(app),
      createMember(app),
      createMember(app, { roles: ['TEAM'] }),
    ]);
    const uuid = await createEvent(app, host, { displayName: 'Shady meet' });
    ok(await rsvp(app, guest, uuid, 'GOING'));
    expect(ok(await reportEvent(app, reporter, uuid))).toEqual({ eventReport: { ok: true } });
    ok(await reportEvent(app, reporter, uuid));
    expect(errorOf(await reportEvent(app, host, uuid)).message).toBe('You cannot report your own event.');
    const QUEUE = `{ moderationReports(first: 50) { edges { node { id profile { uuid } event { id displayName description isCancelled } actions { kind } } } } }`;
    type Item = {
      id: string;
      profile: { uuid: string };
      event: { displayName: string; isCancelled: boolean } | null;
      actions: { kind: string }[];
    };
    const queued = ok(await graphql<{ moderationReports: { edges: { node: Item }[] } }>(app, staff.token, QUEUE))
      .moderationReports.edges.map((edge) => edge.node)
      .filter((item) => item.profile.uuid === host.id);
    expect(queued).toEqual([
      expect.objectContaining({ event: expect.objectContaining({ displayName: 'Shady meet', isCancelled: false }) }),
    ]);
    // Members cannot read the queue's evidence.
    expect(errorOf(await graphql(app, reporter.token, QUEUE)).code).toBe('FORBIDDEN');
    const removed = ok(
      await graphql<{ moderationRemoveContent: { report: Item } }>(
        app,
        staff.token,
        `
          mutation ($input: ModerationReportInput!) {
            moderationRemoveContent(input: $input) {
              report {
                id
                profile {
                  uuid
                }
                event {
                  id
                  displayName
                  description
                  isCancelled
                }
                actions {
                  kind
                }
              }
            }
          }
        `,
        { input: { reportId: queued[0]!.id } },
      ),
    ).moderationRemoveContent.report;
    expect(removed).toMatchObject({ event: { isCancelled: true }, actions: [{ kind: 'EVENT_REMOVED' }] });
    expect((await eventSeenBy(app, guest, uuid))?.isCancelled).toBe(true);
    expect(await eventNoticesOf(app, guest, uuid)).toEqual(['EVENT_CANCELLED']);
  });
});

describe('event answers at the real limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ mutationLimits: MUTATION_LIMITS });
  });
  afterAll(() => app?.stop());

  it('stops a member flapping a waiting list after 30 answers an hour', async () => {
    const host = await createMember(app);
    const flapper = await createMember(app);
    const uuid = await createEvent(app, host, { capacity: 1 });
    for (let i = 0; i < MUTATION_LIMITS.eventRsvp!.perMember; i++) ok(await rsvp(app, flapper, uuid, i % 2 ? 'NONE' : 'GOING'));
    expect(errorOf(await rsvp(app, flapper, uuid, 'GOING'))).toEqual({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
  }, 60_000);
});
