/**
 * What each GraphQL object type resolves from: the row or value its parent field returns. The resolver
 * codegen (scripts/codegen.mjs) maps every type named here to its source, so a resolver is checked against
 * both the schema and the data it really receives.
 */
import type { Selectable } from 'kysely';
import type {
  ChatParticipantsTable,
  ExperimentsTable,
  FeatureFlagsTable,
  InterestsTable,
  ModerationActionsTable,
  NewsItemsTable,
  ProfileRow,
  SonasTable,
  SpeciesTable,
} from '../db/types.ts';
import type { ChatEvent, MessageRow, RoomView } from '../chat/rows.ts';
import type { ChatPictureRow } from '../chat/pictures.ts';
import type { ReportRow } from '../moderation/actions.ts';
import type { NotificationRow } from '../notifications/notifications.ts';
import type { CorrectionRow } from '../profiles/dateOfBirth.ts';
import type { ProfileEventRow, GroupRow, kinkById, KinkRow, SocialAccountRow } from '../profiles/details.ts';
import type { EventRow } from '../events/rows.ts';
import type { GroupRow as GroupRecord } from '../groups/rows.ts';
import type { GazetteerPlace } from '../geo/gazetteer.ts';
import type { ProfileImageSource } from './images.ts';
import type { GroupReplyRow, ThreadView } from '../groups/posts.ts';
import type { ModeratedGroupPostRow } from '../groups/postReports.ts';
import type { ModeratedEventRow } from '../events/reports.ts';
import type { UploadedImage } from './__generated__/resolvers.ts';

export type {
  ModeratedGroupPostRow,
  ModeratedEventRow,
  ChatEvent,
  ChatPictureRow,
  CorrectionRow,
  EventRow,
  ProfileEventRow,
  GazetteerPlace,
  GroupRow,
  KinkRow,
  MessageRow,
  NotificationRow,
  ProfileImageSource,
  ProfileRow,
  ReportRow,
  RoomView,
  SocialAccountRow,
};

/** The logged-in member: only their id; every field reads the viewer's row through the context. */
export interface ViewerSource {
  id: string;
}

/** An uploaded image as the schema shows it but its URL; isPublic when the field that returned it already knows (saves a query per URL). */
export type UploadedImageSource = Omit<UploadedImage, 'url' | 'contentRating'> & { contentRating: string; isPublic?: boolean };

/** A group, event or kink by itself, as a node lookup finds it (a profile's list adds the member's own details). */
export type GroupSource = GroupRecord;
export type EventSource = EventRow;
export type KinkSource = NonNullable<Awaited<ReturnType<typeof kinkById>>>;

export type ChatParticipantRow = Selectable<ChatParticipantsTable>;
export type ModeratedMessageRow = MessageRow & { reported_id: string };
export type ModerationActionRow = Selectable<ModerationActionsTable>;
export type NewsRow = Selectable<NewsItemsTable>;
export type FlagRow = Selectable<FeatureFlagsTable>;
export type ExperimentRow = Selectable<ExperimentsTable>;
export type SonaRow = Selectable<SonasTable>;
export type SpeciesRow = Selectable<SpeciesTable>;
export type InterestRow = Selectable<InterestsTable>;

/** A treatment of an experiment, carrying its experiment's key (its global id needs both). */
export interface TreatmentSource {
  id: string;
  description: string;
  experimentKey: string;
}

/**
 * A member's date of birth as the team sees it: the member's row, the other accounts of their login emails
 * and the corrections made to any of them.
 */
export interface DateOfBirthRecordSource {
  member: ProfileRow;
  sameEmailIds: string[];
  corrections: CorrectionRow[];
}

/** A group thread with the viewer's standing in its group (judged once, read by every field). */
export type GroupThreadSource = ThreadView;

/** A reply with its thread as the viewer may read it. */
export interface GroupReplySource {
  reply: GroupReplyRow;
  view: ThreadView;
}
