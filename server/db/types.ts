import type { ColumnType, Generated, Selectable } from 'kysely';

/** Row types of the tables created by the migrations; enumerations hold their GraphQL names. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DateString = ColumnType<string | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ProfilesTable {
  id: string;
  email: string | null;
  display_name: Defaulted<string>;
  username: string | null;
  date_of_birth: DateString;
  roles: Defaulted<string[]>;
  onboarded_at: NullableTimestamp;
  is_ad_opt_in: Defaulted<boolean>;
  /** Blur chat pictures from members the profile has not replied to (0021). */
  blur_unreplied_pictures: Defaulted<boolean>;
  is_explicit_opt_in: Defaulted<boolean>;
  is_hard_opt_in: Defaulted<boolean>;
  is_hidden: Defaulted<boolean>;
  banned_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  share_hash: string;
  primary_image_id: string | null;
  primary_image_ad_id: string | null;
  header_image_id: string | null;
  header_image_ad_id: string | null;
  view_profile: Defaulted<string>;
  view_age: Defaulted<string>;
  start_chat: Defaulted<string>;
  view_kinks: Defaulted<string>;
  view_ad: Defaulted<string>;
  /** Who may see which groups the profile is in (0023). */
  view_groups: Defaulted<string>;
  /** Who may see which events the profile attends (0028). */
  view_events: Defaulted<string>;
  show_last_online: Defaulted<boolean>;
  biography: string | null;
  genders: Defaulted<string[]>;
  languages: Defaulted<string[]>;
  relationship_status: string | null;
  sexual_orientation: string | null;
  ad_biography: string | null;
  sex_positions: Defaulted<string[]>;
  behaviour: string | null;
  safe_sex: string | null;
  can_host: boolean | null;
  location_type: Defaulted<string>;
  precision: Defaulted<string>;
  latitude: number | null;
  longitude: number | null;
  place_id: string | null;
  place: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  home_place_id: string | null;
  home_place: string | null;
  /** The precision cell the stored (snapped) position stands for. */
  location_cell: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated from latitude/longitude for the nearest-first index; never written. */
  pos: ColumnType<string | null, never, never>;
  last_online_at: NullableTimestamp;
  /** Until when a visible tab of the member's counts as open (presenceSet keeps moving it forward). */
  present_until: NullableTimestamp;
  /** While banned_at is set: when the suspension ends (null: indefinite), and why, as the member is told. */
  suspended_until: NullableTimestamp;
  suspension_reason: string | null;
  created_at: Timestamp;
}

export interface AccountProvidersTable {
  profile_id: string;
  type: string;
  value: string;
  created_at: Timestamp;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AccessTokensTable {
  token_hash: string;
  profile_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RateLimitHitsTable {
  key: string;
  at: Timestamp;
}

export interface DevMailboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  sent_at: Timestamp;
}

export interface ImagesTable {
  uuid: string;
  owner_id: string | null;
  blob_key: string;
  content_rating: Defaulted<string>;
  width: number;
  height: number;
  blur_hash: string;
  created_at: Timestamp;
}

export interface SpeciesTable {
  id: Generated<number>;
  display_name: string;
  popularity: Defaulted<number>;
}

export interface SonasTable {
  id: string;
  profile_id: string;
  display_name: string;
  species_id: number;
  has_fursuit: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ProfileImagesTable {
  id: string;
  profile_id: string;
  image_uuid: string;
  access_permission: Defaulted<string>;
  is_ad: Defaulted<boolean>;
  type: Defaulted<string>;
  sona_id: string | null;
  /** The owner's description of the picture for members who cannot see it; null when they wrote none. */
  alt_text: Defaulted<string | null>;
  created_at: Timestamp;
}

export interface SonaImagesTable {
  sona_id: string;
  profile_image_id: string;
}

export interface ImageLikesTable {
  profile_image_id: string;
  profile_id: string;
  created_at: Timestamp;
}

export interface KinksTable {
  id: Generated<number>;
  display_name: string;
  category_name: string;
  is_verified: Defaulted<boolean>;
  is_single_player: Defaulted<boolean>;
  is_hard: Defaulted<boolean>;
}

export interface ProfileKinksTable {
  profile_id: string;
  kink_id: number;
  pleasure_give: number | null;
  pleasure_receive: number | null;
}

export interface InterestsTable {
  id: Generated<number>;
  interest: string;
  popularity: Defaulted<number>;
}

export interface ProfileInterestsTable {
  profile_id: string;
  interest_id: number;
  is_hobby: Defaulted<boolean>;
}

export interface SocialAccountsTable {
  id: string;
  profile_id: string;
  social_network: string;
  value: string;
  display_name: string | null;
  url: string | null;
  is_verified: Defaulted<boolean>;
  access_permission: Defaulted<string>;
}

export interface GroupsTable {
  uuid: string;
  display_name: string;
  is_ad: Defaulted<boolean>;
  is_verified: Defaulted<boolean>;
  image_uuid: string | null;
  /** The rest came with 0023. */
  description: Defaulted<string>;
  rules: string | null;
  /** OPEN or CLOSED. */
  join_policy: Defaulted<string>;
  /** The age pool the group belongs to (its creator's): true for adults. */
  adult_pool: Defaulted<boolean>;
  place_id: string | null;
  place: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Members (not requests), kept by every membership change. */
  member_count: Defaulted<number>;
  created_by: string | null;
  created_at: Timestamp;
  closed_at: NullableTimestamp;
  /** Generated from latitude/longitude for the nearest-first index (0025); never written. */
  pos: ColumnType<string | null, never, never>;
}

export interface ProfileGroupsTable {
  profile_id: string;
  group_uuid: string;
  thread_count: Defaulted<number>;
  reply_count: Defaulted<number>;
  /** OWNER, MODERATOR or MEMBER; null for a join request (0023). */
  role: ColumnType<string | null, string | null | undefined, string | null>;
  joined_at: NullableTimestamp;
  requested_at: NullableTimestamp;
}

export interface GroupBansTable {
  group_uuid: string;
  profile_id: string;
  banned_by: string | null;
  created_at: Timestamp;
}

/** Groups a member hid from their directory and from profiles (Content Preferences). */
export interface GroupBlocksTable {
  profile_id: string;
  group_uuid: string;
  created_at: Timestamp;
}

export interface EventsTable {
  uuid: string;
  display_name: string;
  is_ad: Defaulted<boolean>;
  begin_at: Timestamp;
  end_at: Timestamp;
  image_uuid: string | null;
  /** The rest came with 0028. */
  description: Defaulted<string>;
  /** The host's IANA zone, e.g. Europe/Berlin. */
  time_zone: Defaulted<string>;
  /** The age pool the event belongs to (its creator's): true for adults. */
  adult_pool: Defaulted<boolean>;
  place_id: string | null;
  place: string | null;
  region: string | null;
  country: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Shown only to members going and to those who manage the event. */
  address: string | null;
  /** Places for GOING; null for no limit. */
  capacity: number | null;
  /** Answers by status, kept by every answer in the same transaction. */
  going_count: Defaulted<number>;
  interested_count: Defaulted<number>;
  waiting_count: Defaulted<number>;
  host_id: string | null;
  host_group_uuid: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: NullableTimestamp;
  /** Raised by every change of time, place or status: the calendar file's SEQUENCE. */
  sequence: Defaulted<number>;
  /** Generated from latitude/longitude for the nearest-first index; never written. */
  pos: ColumnType<string | null, never, never>;
}

export interface ProfileEventsTable {
  profile_id: string;
  event_uuid: string;
  /** Kept in step with status (true for WAITING_LIST): the profile's list reads it. */
  is_waiting_list: Defaulted<boolean>;
  /** GOING, INTERESTED or WAITING_LIST (0028). */
  status: Defaulted<string>;
  /** When the member gave this answer: orders the waiting list; answer_seq breaks ties. */
  answered_at: Timestamp;
  answer_seq: ColumnType<string, never, never>;
}

export interface LikesTable {
  liker_id: string;
  liked_id: string;
  created_at: Timestamp;
}

export interface FriendshipsTable {
  profile_id: string;
  friend_id: string;
  created_at: Timestamp;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Timestamp;
}

export interface ProfileHidesTable {
  profile_id: string;
  hidden_id: string;
  created_at: Timestamp;
}

export interface ChatRoomsTable {
  id: string;
  type: Defaulted<string>;
  title: string | null;
  image_uuid: string | null;
  last_seq_id: Defaulted<number>;
  last_message_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ChatParticipantsTable {
  room_id: string;
  profile_id: string;
  status: Defaulted<string>;
  is_archived: Defaulted<boolean>;
  is_removed: Defaulted<boolean>;
  last_read_seq_id: Defaulted<number>;
  last_read_at: NullableTimestamp;
  joined_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  room_id: string;
  seq_id: number;
  profile_id: string | null;
  client_id: string | null;
  content: string | null;
  system_action: string | null;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** When its sender last edited it (0018). */
  edited_at: NullableTimestamp;
  /** The seqId of the message of the same room this one replies to (0020). */
  reply_to_seq_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A text a chat message had before an edit, kept for moderation only (0018). */
export interface ChatMessageEditsTable {
  id: string;
  message_id: string;
  previous_content: string;
  edited_at: Timestamp;
}

/** A picture of a chat message: the upload and the message that carries it (0021). */
export interface ChatMessagePicturesTable {
  image_uuid: string;
  message_id: string;
  position: number;
  is_explicit: Defaulted<boolean>;
}

/** A chat picture uploaded for a message not sent yet (server/chat/unsentPictures.ts). */
export interface ChatPictureUploadsTable {
  image_uuid: string;
  uploaded_at: Date;
}

export interface NewsItemsTable {
  id: string;
  title: string;
  slug: string;
  category: string;
  audiences: Defaulted<string[]>;
  content: string;
  show_on_news_feed: Defaulted<boolean>;
  show_on_home_page: Defaulted<boolean>;
  published_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsDismissalsTable {
  profile_id: string;
  news_id: string;
}

export interface FeatureFlagsTable {
  key: string;
  title: string;
  description: string | null;
  enabled_targets: Defaulted<string[]>;
}

export interface ExperimentsTable {
  key: string;
  name: string;
  type: Defaulted<string>;
  treatments: ColumnType<{ id: string; description: string }[], string, string>;
  control: Defaulted<string>;
}

export interface ExperimentChoicesTable {
  profile_id: string;
  experiment_key: string;
  treatment: string;
  chosen_at: Timestamp;
}

export interface BoopBalancesTable {
  profile_id: string;
  balance: Defaulted<number>;
  is_enabled: Defaulted<boolean>;
  next_replenish_at: NullableTimestamp;
}

export interface BoopTransfersTable {
  id: Generated<string>;
  from_id: string | null;
  to_id: string | null;
  amount: number;
  created_at: Timestamp;
}

export interface EmailLinksTable {
  token_hash: string;
  profile_id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One stored object of the embedded identity provider (grant, code, token, session, interaction). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  /** The provider's JSON payload, as text. */
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

/** The identity provider's signing key and cookie keys, generated at first start. */
export interface OidcKeysTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A member's report about a profile, with the message or image they saw when reporting from chat or the lightbox. */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  profile_id: string;
  reason: string;
  details: string | null;
  message_id: string | null;
  profile_image_id: string | null;
  image_uuid: string | null;
  /** The reported group thread or reply, when reported from a group's discussion (0024). */
  group_thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  group_reply_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reported event, when reported from its page (0030); its host is the reported member. */
  event_uuid: ColumnType<string | null, string | null | undefined, string | null>;
  status: Defaulted<string>;
  created_at: Timestamp;
}

/** The audit log of a report: every staff action on it, by whom and when. */
export interface ModerationActionsTable {
  id: string;
  report_id: string;
  actor_id: string;
  kind: string;
  note: string | null;
  suspended_until: NullableTimestamp;
  created_at: Timestamp;
}

/** One staff correction of a member's date of birth, kept for the record. */
export interface DateOfBirthCorrectionsTable {
  id: string;
  profile_id: string;
  corrected_by: string | null;
  corrected_at: Timestamp;
  old_date_of_birth: DateString;
  new_date_of_birth: string;
  reason: string;
}

/** Something that happened to a member while they were elsewhere (a like, a mutual, a chat request, messages). */
export interface NotificationsTable {
  id: string;
  recipient_id: string;
  actor_id: string;
  kind: string;
  room_id: string | null;
  /** The thread, for GROUP_REPLY (0024). */
  group_thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The event, for EVENT_* kinds (0029). */
  event_uuid: ColumnType<string | null, string | null | undefined, string | null>;
  count: Defaulted<number>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** Which notifications reach a member's devices by push; no row means every default (all on). */
export interface NotificationPreferencesTable {
  profile_id: string;
  likes: Defaulted<boolean>;
  mutuals: Defaulted<boolean>;
  chat_requests: Defaulted<boolean>;
  messages: Defaulted<boolean>;
  /** Replies to the member's group threads (0024). */
  group_replies: Defaulted<boolean>;
  /** Cancellations, time changes and waiting-list places of events the member attends (0029). */
  event_changes: Defaulted<boolean>;
  /** Reminders a day and an hour before an event the member attends (0029). */
  event_reminders: Defaulted<boolean>;
  not_while_active: Defaulted<boolean>;
}

/** One browser's Web Push subscription (its endpoint is unique to the device and browser). */
export interface PushSubscriptionsTable {
  endpoint: string;
  profile_id: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** When a member's devices last buzzed for one topic (server/notifications/pushPeriods.ts). */
export interface PushDeliveriesTable {
  profile_id: string;
  topic: string;
  sent_at: Timestamp;
}

/** A notification a chat message owes, until it is stored (server/notifications/outbox.ts). */
export interface NotificationOutboxTable {
  id: string;
  kind: 'MESSAGE' | 'CHAT_REQUEST' | 'GROUP_REPLY';
  recipient_id: string;
  actor_id: string;
  /** The room, for MESSAGE and CHAT_REQUEST; null for GROUP_REPLY (0024). */
  room_id: string | null;
  /** The thread, for GROUP_REPLY (0024). */
  group_thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  lease_until: Timestamp;
}

/** Key pairs generated at first start and shared by every server process (the VAPID pair for push). */
export interface ServerKeysTable {
  name: string;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

/** A member's open chatRoom subscription, refreshed while it stays open: a message to a reader notifies no one. */
export interface ChatRoomReadersTable {
  id: string;
  profile_id: string;
  room_id: string;
  seen_at: Timestamp;
}

/** A login email of an account under a safety decision, as a keyed hash (server/account/emailHash.ts). */
export interface SafetyEmailHashesTable {
  email_hash: string;
  profile_id: string;
  created_at: Timestamp;
}

/** A member's emoji reaction to a chat message, one per member per emoji per message (0019). */
export interface ChatMessageReactionsTable {
  message_id: string;
  profile_id: string;
  emoji: string;
  created_at: Timestamp;
}

/** A thread of a group's discussion (0024); title and content are null once staff removed it. */
export interface GroupThreadsTable {
  id: string;
  group_uuid: string;
  author_id: string;
  title: string | null;
  content: string | null;
  /** Replies still standing. */
  reply_count: Defaulted<number>;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  deleted_at: NullableTimestamp;
  removed_at: NullableTimestamp;
}

/** A reply in a group thread, oldest first (0024); content is null once staff removed it. */
export interface GroupRepliesTable {
  id: string;
  thread_id: string;
  group_uuid: string;
  author_id: string;
  content: string | null;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  removed_at: NullableTimestamp;
}

/** A member's standing replies in a group thread (0026): a viewer's reply count sums these, not the replies. */
export interface GroupThreadRepliersTable {
  thread_id: string;
  author_id: string;
  replies: number;
}

/** Work due at a time, fired once across servers (0029, server/jobs/queue.ts). */
export interface JobsTable {
  id: string;
  kind: string;
  /** One row per key: planning the same key again replaces its time. */
  key: string;
  run_at: Timestamp;
  payload: ColumnType<unknown, string | undefined, string>;
  /** Set in the transaction that did the work; null while due. */
  fired_at: NullableTimestamp;
  created_at: Defaulted<Date>;
}

export interface Database {
  profiles: ProfilesTable;
  account_providers: AccountProvidersTable;
  login_codes: LoginCodesTable;
  access_tokens: AccessTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  dev_mailbox: DevMailboxTable;
  images: ImagesTable;
  species: SpeciesTable;
  sonas: SonasTable;
  profile_images: ProfileImagesTable;
  sona_images: SonaImagesTable;
  image_likes: ImageLikesTable;
  kinks: KinksTable;
  profile_kinks: ProfileKinksTable;
  interests: InterestsTable;
  profile_interests: ProfileInterestsTable;
  social_accounts: SocialAccountsTable;
  groups: GroupsTable;
  profile_groups: ProfileGroupsTable;
  group_bans: GroupBansTable;
  group_blocks: GroupBlocksTable;
  events: EventsTable;
  profile_events: ProfileEventsTable;
  likes: LikesTable;
  friendships: FriendshipsTable;
  blocks: BlocksTable;
  profile_hides: ProfileHidesTable;
  chat_rooms: ChatRoomsTable;
  chat_participants: ChatParticipantsTable;
  chat_messages: ChatMessagesTable;
  chat_message_reactions: ChatMessageReactionsTable;
  chat_message_pictures: ChatMessagePicturesTable;
  chat_picture_uploads: ChatPictureUploadsTable;
  chat_message_edits: ChatMessageEditsTable;
  news_items: NewsItemsTable;
  news_dismissals: NewsDismissalsTable;
  feature_flags: FeatureFlagsTable;
  experiments: ExperimentsTable;
  experiment_choices: ExperimentChoicesTable;
  boop_balances: BoopBalancesTable;
  boop_transfers: BoopTransfersTable;
  email_links: EmailLinksTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  date_of_birth_corrections: DateOfBirthCorrectionsTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  jobs: JobsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  notification_outbox: NotificationOutboxTable;
  server_keys: ServerKeysTable;
  chat_room_readers: ChatRoomReadersTable;
  safety_email_hashes: SafetyEmailHashesTable;
  group_threads: GroupThreadsTable;
  group_replies: GroupRepliesTable;
  group_thread_repliers: GroupThreadRepliersTable;
}

export type ProfileRow = Selectable<ProfilesTable>;
