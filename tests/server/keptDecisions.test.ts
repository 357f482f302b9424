import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { pruneSafetyEmailHashes } from '../../server/moderation/keptDecisions.ts';
import { backends, graphql, latestCode, logIn, postJson, startTestApp } from './harness.ts';
import { newMember } from './settingsFixtures.ts';
import { birthDateForAge } from './searchFixtures.ts';

const VIEWER = '{ viewer { isAdult profile { uuid dateOfBirth } } }';
const SET_BIRTH = 'mutation ($d: Date!) { userSetDateOfBirth(input: {dateOfBirth: $d}) { profile { dateOfBirth } } }';
const DELETE = 'mutation { deleteAccount(input: {confirm: true}) { ok } }';
const ACCOUNT_FIELDS = 'uuid deletedAt suspendedAt suspendedUntil suspensionReason';
const RECORD = `query ($m: String!) {
  dateOfBirthRecord(member: $m) {
    profileUuid dateOfBirth isAdult
    corrections { profileUuid oldDateOfBirth newDateOfBirth reason correctedByName }
    sameEmailAccounts { ${ACCOUNT_FIELDS} }
  }
}`;
const CORRECT = `mutation ($p: String!, $d: Date!, $r: String!) {
  correctDateOfBirth(input: {profileUuid: $p, dateOfBirth: $d, reason: $r}) { record { dateOfBirth } }
}`;
const QUEUE = `{ moderationReports(first: 50) { edges { node { id profile { uuid sameEmailAccounts { ${ACCOUNT_FIELDS} } } } } } }`;
const REPORT = 'mutation ($input: ReportProfileInput!) { reportProfile(input: $input) { profile { uuid } } }';
const SUSPEND = `mutation ($input: ModerationSuspendAccountInput!) { moderationSuspendAccount(input: $input) { report { status } } }`;

interface Account {
  uuid: string;
  deletedAt: string | null;
  suspendedAt: string | null;
  suspendedUntil: string | null;
  suspensionReason: string | null;
}
interface StaffRecord {
  profileUuid: string;
  dateOfBirth: string;
  isAdult: boolean;
  corrections: { profileUuid: string; oldDateOfBirth: string | null; newDateOfBirth: string; reason: string; correctedByName: string }[];
  sameEmailAccounts: Account[];
}
type Queue = { moderationReports: { edges: { node: { id: string; profile: { uuid: string; sameEmailAccounts: Account[] } } }[] } };

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

describe.each(backends)('safety decisions outlive the account, on $name', ({ postgres }) => {
  let app: App;
  let staff: Awaited<ReturnType<typeof newMember>>;
  let reporter: Awaited<ReturnType<typeof newMember>>;

  const recordOf = async (member: string) =>
    (await graphql<{ dateOfBirthRecord: StaffRecord | null }>(app, staff.token, RECORD, { m: member })).data!.dateOfBirthRecord!;
  const deleteAccount = async (token: string) => expect((await graphql(app, token, DELETE)).data).toEqual({ deleteAccount: { ok: true } });
  /** Logs in with the address as typed; the code is mailed to it trimmed and lower-cased. */
  const login = async (typed: string) => {
    await postJson(app, '/account-provider/email/request-code', { email: typed });
    return postJson(app, '/account-provider/email/login', { email: typed, code: await latestCode(app, typed.trim().toLowerCase()) });
  };
  const reportMember = async (uuid: string, reason: string) =>
    expect((await graphql(app, reporter.token, REPORT, { input: { uuid, reason } })).errors).toBeUndefined();
  const reportOf = async (uuid: string) => {
    const queue = await graphql<Queue>(app, staff.token, QUEUE);
    return queue.data!.moderationReports.edges.map((edge) => edge.node).find((node) => node.profile.uuid === uuid)!;
  };
  const suspendFromReport = async (reportId: string, reason: string, until?: Date) =>
    expect((await graphql(app, staff.token, SUSPEND, { input: { reportId, reason, until: until?.toISOString() } })).data).toEqual({
      moderationSuspendAccount: { report: { status: 'ACTIONED' } },
    });

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    staff = await newMember(app, uniqueEmail('sky'));
    await app.services.db
      .updateTable('profiles')
      .set({ roles: ['TEAM'], display_name: 'Sky of the Team' })
      .where('id', '=', staff.uuid)
      .execute();
    reporter = await newMember(app, uniqueEmail('rowan'));
  });

  afterAll(() => app?.stop());

  it('keeps a date-of-birth correction when the member deletes the account and signs up again with the same email', async () => {
    const email = uniqueEmail('corrected');
    const first = await newMember(app, email, 25);
    const corrected = birthDateForAge(16);
    expect((await graphql(app, staff.token, CORRECT, { p: first.uuid, d: corrected, r: 'School ID checked by support' })).errors).toBe(
      undefined,
    );
    await deleteAccount(first.token);

    // The address typed differently is the same login email.
    const token = (await login(` ${email.toUpperCase()} `)).body as string;
    const me = await graphql<{ viewer: { isAdult: boolean; profile: { uuid: string; dateOfBirth: string } } }>(app, token, VIEWER);
    expect(me.data!.viewer).toMatchObject({ isAdult: false, profile: { dateOfBirth: corrected } });
    const returned = me.data!.viewer.profile.uuid;
    expect(returned).not.toBe(first.uuid);
    // The returning member cannot declare another date: only the team corrects it.
    expect((await graphql(app, token, SET_BIRTH, { d: birthDateForAge(30) })).errors?.[0]).toMatchObject({
      message: "Your date of birth is set and can't be changed. If it is wrong, ask the Snoot team to correct it.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await graphql(app, token, VIEWER)).data).toEqual(me.data);

    const record = await recordOf(email);
    expect(record).toMatchObject({ profileUuid: returned, dateOfBirth: corrected, isAdult: false });
    expect(record.corrections).toEqual([
      {
        profileUuid: first.uuid,
        oldDateOfBirth: expect.any(String),
        newDateOfBirth: corrected,
        reason: 'School ID checked by support',
        correctedByName: 'Sky of the Team',
      },
    ]);
    expect(record.sameEmailAccounts).toEqual([
      { uuid: first.uuid, deletedAt: expect.any(String), suspendedAt: null, suspendedUntil: null, suspensionReason: null },
    ]);
    // Only a keyed hash of the address is kept, never the address.
    const kept = await app.services.db
      .selectFrom('safety_email_hashes')
      .select('email_hash')
      .where('profile_id', '=', first.uuid)
      .execute();
    expect(kept).toHaveLength(1);
    expect(kept[0].email_hash).not.toContain(email.split('@')[0]);
  });

  describe('a member who deletes their account while reported', () => {
    const email = uniqueEmail('reported');
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    let first: Awaited<ReturnType<typeof newMember>>;

    beforeAll(async () => {
      first = await newMember(app, email);
      await reportMember(first.uuid, 'HARASSMENT');
      await deleteAccount(first.token);
    });

    it('stays suspended when the team suspends the deleted account and the member signs up again', async () => {
      const report = await reportOf(first.uuid);
      await suspendFromReport(report.id, 'Harassing members in chat', until);

      const answer = await login(email);
      const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(until);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('ACCOUNT_SUSPENDED');
      expect(answer.body.message).toMatch(
        new RegExp(`^Your account is suspended until ${day} at \\d\\d:\\d\\d UTC\\. Reason: Harassing members in chat$`),
      );

      const record = await recordOf(email);
      expect(record.profileUuid).not.toBe(first.uuid);
      expect(record.sameEmailAccounts).toEqual([
        {
          uuid: first.uuid,
          deletedAt: expect.any(String),
          suspendedAt: expect.any(String),
          suspendedUntil: until.toISOString(),
          suspensionReason: 'Harassing members in chat',
        },
      ]);
      // The report shows the account the member came back as.
      const closed = await staffReport(report.id);
      expect(closed.profile.sameEmailAccounts).toEqual([
        {
          uuid: record.profileUuid,
          deletedAt: null,
          suspendedAt: expect.any(String),
          suspendedUntil: until.toISOString(),
          suspensionReason: 'Harassing members in chat',
        },
      ]);
    });

    it('lets the member back once the suspension has ended, and then forgets the email', async () => {
      // The week has passed.
      await app.services.db
        .updateTable('profiles')
        .set({ suspended_until: new Date(Date.now() - 1000) })
        .where('suspension_reason', '=', 'Harassing members in chat')
        .execute();
      await pruneSafetyEmailHashes(app.services.db);
      const token = await logIn(app, email);
      expect((await graphql(app, token, VIEWER)).errors).toBeUndefined();
      expect((await recordOf(email)).sameEmailAccounts).toEqual([]);
      expect(
        await app.services.db.selectFrom('safety_email_hashes').select('email_hash').where('profile_id', '=', first.uuid).execute(),
      ).toEqual([]);
    });
  });

  it('suspends the account a member came back as when the team then suspends the deleted one', async () => {
    const email = uniqueEmail('returned');
    const first = await newMember(app, email);
    await reportMember(first.uuid, 'SPAM_OR_SCAM');
    await deleteAccount(first.token);
    const second = await newMember(app, email);
    expect((await graphql(app, second.token, VIEWER)).errors).toBeUndefined();

    await suspendFromReport((await reportOf(first.uuid)).id, 'Selling followers');
    expect((await graphql(app, second.token, VIEWER)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(email)).body).toEqual({
      error: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended indefinitely. Reason: Selling followers',
    });
  });

  it('brings a kept correction to an account that links the email', async () => {
    const email = uniqueEmail('linked');
    const first = await newMember(app, email, 25);
    const corrected = birthDateForAge(17);
    await graphql(app, staff.token, CORRECT, { p: first.uuid, d: corrected, r: 'Passport checked by support' });
    await deleteAccount(first.token);

    const other = await newMember(app, uniqueEmail('other'), 25);
    expect(
      (
        await graphql(
          app,
          other.token,
          `
            mutation ($e: String!) {
              emailLinkCreate(input: { email: $e }) {
                ok
              }
            }
          `,
          { e: email },
        )
      ).data,
    ).toEqual({ emailLinkCreate: { ok: true } });
    const mails = (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; text: string }[];
    const link = /(http\S+verify\?token=\S+)/.exec(mails.find((mail) => mail.to === email && mail.text.includes('verify'))!.text)![1];
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe('/settings/account?emailLinked=true');

    expect((await graphql(app, other.token, VIEWER)).data).toMatchObject({
      viewer: { isAdult: false, profile: { dateOfBirth: corrected } },
    });
    const record = await recordOf(other.uuid);
    expect(record.corrections.map((correction) => [correction.profileUuid, correction.newDateOfBirth])).toEqual([
      [other.uuid, corrected],
      [first.uuid, corrected],
    ]);
    expect(record.sameEmailAccounts.map((account) => account.uuid)).toEqual([first.uuid]);
  });

  async function staffReport(id: string) {
    const answer = await graphql<{ moderationReport: { profile: { sameEmailAccounts: Account[] } } }>(
      app,
      staff.token,
      `query ($id: ID!) { moderationReport(id: $id) { profile { sameEmailAccounts { ${ACCOUNT_FIELDS} } } } }`,
      { id },
    );
    return answer.data!.moderationReport;
  }
});
