// Generated from schema.graphql by scripts/codegen.mjs (npm run codegen): do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerSource, ProfileRow, ProfileImageSource, UploadedImageSource, SonaRow, SpeciesRow, InterestRow, SocialAccountRow, KinkRow, KinkSource, GroupRow, GroupSource, ProfileEventRow, EventSource, GazetteerPlace, RoomView, MessageRow, ChatPictureRow, ChatParticipantRow, ChatEvent, FlagRow, ExperimentRow, TreatmentSource, NewsRow, ReportRow, ModeratedMessageRow, ModerationActionRow, DateOfBirthRecordSource, CorrectionRow, NotificationRow, GroupThreadSource, GroupReplySource, ModeratedGroupPostRow, ModeratedEventRow } from '../sources.ts';
import type { Context } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 instant, e.g. 2026-11-22T10:00:00.000Z. */
  DateTime: { input: Date; output: Date | string; }
  /** A calendar date, yyyy-MM-dd. */
  Date: { input: string; output: string; }
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
  endCursor: Maybe<Scalars['String']['output']>;
};

export type ContentRating =
  /** Safe for all users */
  | 'SAFE'
  | 'MATURE'
  | 'EXPLICIT'
  /** Hard or extreme kinks */
  | 'HARD'
  | 'CONTROVERSIAL';

export type ImageAccessPermission =
  | 'PUBLIC'
  | 'FRIENDS'
  | 'PRIVATE';

export type AccessPermission =
  /** Visible to everyone */
  | 'PUBLIC'
  /** Liked by me */
  | 'LIKED'
  | 'MUTUALS'
  /** Only visible to your friends */
  | 'FRIENDS'
  /** No one */
  | 'PRIVATE';

export type RelationType =
  | 'FRIEND'
  | 'LIKED'
  | 'LIKED_BY'
  | 'MUTUAL';

export type RelationshipStatus =
  | 'SINGLE'
  | 'DATING'
  | 'RELATIONSHIP'
  | 'ENGAGED_MARRIED'
  | 'DOMESTIC_PARTNERSHIP'
  | 'OPEN_RELATIONSHIP'
  | 'OTHER';

export type Behaviour =
  | 'DOMINANT'
  | 'SUBMISSIVE'
  | 'VERSATILE';

export type SexPosition =
  | 'TOP'
  | 'BOTTOM';

export type SafeSex =
  /** I only do safe sex */
  | 'ALWAYS'
  /** Protection is discussed beforehand */
  | 'MOSTLY'
  /** I don't use protection */
  | 'NEVER';

export type SexualOrientation =
  | 'ASEXUAL'
  | 'BISEXUAL'
  | 'GAY'
  | 'LESBIAN'
  | 'OTHER'
  | 'PANSEXUAL'
  | 'QUESTIONING'
  | 'STRAIGHT';

export type SocialNetwork =
  | 'BLUESKY'
  | 'DEVIANT_ART'
  | 'DISCORD'
  | 'FUR_AFFINITY'
  | 'INSTAGRAM'
  | 'LASTFM'
  | 'MASTODON'
  | 'STEAM'
  | 'TELEGRAM'
  | 'TWITTER'
  | 'TWITTER_AD'
  | 'VR_CHAT';

export type LocationPrecision =
  /** Nearest city center */
  | 'CITY'
  /** ~50 km */
  | 'EXTRA_COARSE'
  /** ~10 km */
  | 'COARSE'
  /** ~1 km */
  | 'PRECISE'
  /** ~6 m, offered only to staff */
  | 'EXACT';

export type LocationType =
  | 'GPS'
  | 'MANUAL';

export type LocationSearchType =
  | 'CITY'
  | 'COUNTRY'
  | 'DISTANCE'
  | 'REGION';

export type AccountProviderType =
  | 'APPLE'
  | 'EMAIL'
  | 'TELEGRAM';

export type ImageType =
  | 'ART'
  | 'FURSUIT'
  | 'OTHER'
  | 'PERSON';

/** Roles of a profile and targets of a feature flag. */
export type Role =
  | 'PUBLIC'
  | 'SUPPORTER'
  | 'SUPPORTER_SILVER'
  | 'SUPPORTER_VIP'
  | 'SUPPORTER_GOLD'
  | 'SUPPORTER_DIAMOND'
  | 'TEAM';

export type NewsAudience =
  | 'EVERYONE'
  | 'SUPPORTERS'
  | 'TEAM';

export type ExperimentType =
  | 'PUBLIC'
  | 'SUPPORTER'
  | 'TEAM';

export type ChatRoomStatus =
  | 'INVITED'
  | 'JOINED'
  | 'LEFT';

export type ChatRoomType =
  | 'PRIVATE';

/** Which tab of the chat list: Recent (joined, not archived), Archived, Requests (invited). */
export type ChatRoomFilter =
  | 'RECENT'
  | 'ARCHIVED'
  | 'REQUESTS';

export type ChatRoomEventKind =
  | 'MESSAGE'
  | 'MESSAGE_DELETED'
  | 'START_TYPING'
  | 'STOP_TYPING'
  | 'READ_MARKER'
  | 'ROOM_UPDATED'
  /** The sender edited a message: the event carries the message with its new text. */
  | 'MESSAGE_EDITED'
  /** A member reacted to a message or took a reaction back: the event carries the message with its reactions. */
  | 'MESSAGE_REACTIONS';

export type AccountProvider = {
  __typename?: 'AccountProvider';
  type: AccountProviderType;
  value: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
};

export type ActivitySummary = {
  __typename?: 'ActivitySummary';
  unreadActivityCount: Scalars['Int']['output'];
  unreadChatMessageCount: Scalars['Int']['output'];
};

export type ContentOptions = {
  __typename?: 'ContentOptions';
  isAdOptIn: Scalars['Boolean']['output'];
  isExplicitContentOptIn: Scalars['Boolean']['output'];
  isHardContentOptIn: Scalars['Boolean']['output'];
  /** Blur chat pictures from members the viewer has not replied to, until they choose to see each (default on). */
  blurUnrepliedPictures: Scalars['Boolean']['output'];
};

export type BlockedProfile = {
  __typename?: 'BlockedProfile';
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
};

export type BlockedGroup = {
  __typename?: 'BlockedGroup';
  /** The group's id, as Group.id: Content Preferences unblocks with it (a blocked group is null through group(uuid:)). */
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
};

export type BlockedContent = {
  __typename?: 'BlockedContent';
  profiles: Array<BlockedProfile>;
  groups: Array<BlockedGroup>;
};

export type BoopTransfer = {
  __typename?: 'BoopTransfer';
  from: Maybe<Profile>;
  to: Maybe<Profile>;
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
};

export type BoopBalance = {
  __typename?: 'BoopBalance';
  balance: Scalars['Int']['output'];
  isEnabled: Scalars['Boolean']['output'];
  nextReplenishAt: Maybe<Scalars['DateTime']['output']>;
  history: Array<BoopTransfer>;
};

/** The logged-in member: their profile plus what only they may see. */
export type Viewer = Node & {
  __typename?: 'Viewer';
  id: Scalars['ID']['output'];
  profile: Profile;
  /** Whether onboarding (display name and date of birth) is complete. */
  isOnboarded: Scalars['Boolean']['output'];
  /** Age 18 or over. */
  isAdult: Scalars['Boolean']['output'];
  isDeveloper: Scalars['Boolean']['output'];
  isSupporter: Scalars['Boolean']['output'];
  accountProviders: Array<AccountProvider>;
  contentOptions: ContentOptions;
  blockedContent: BlockedContent;
  likeCount: Scalars['Int']['output'];
  mutualCount: Scalars['Int']['output'];
  activity: ActivitySummary;
  chatsUnreadCount: Scalars['Int']['output'];
  chatsArchivedCount: Scalars['Int']['output'];
  chatRequestsCount: Scalars['Int']['output'];
  boopBalance: BoopBalance;
  /** The member's own images, newest first. */
  images: ProfileImageConnection;
  /** One of the member's own images by its id; null when no image of theirs has that id. */
  image: Maybe<ProfileImage>;
  primaryImages: Array<ProfileImage>;
  sonas: Array<Sona>;
  /**
   * Chat rooms, newest last message first: the viewer's rooms in one tab of the chat list, newest first. search: only rooms with another member whose name
   * holds it and whom the viewer may see and has not hidden (at most 100 characters). unreadOnly: only rooms with
   * messages the viewer has not read. A search is limited per member.
   */
  chatRooms: ChatRoomConnection;
  /** Feature flags that apply to this member. */
  featureFlags: Array<FeatureFlag>;
  /** Targets that apply to this member (public always, plus supporter tiers and team). */
  applicableTargets: Array<Role>;
  /** Likes, mutual likes, chat requests and messages that came while the member was elsewhere, newest first. Never one from a member the viewer blocked, hid, cannot see, or of the other age pool. */
  notifications: NotificationConnection;
  /** Unread notifications, counted by the same rules as the list. */
  notificationsUnreadCount: Scalars['Int']['output'];
  /** Members who like the viewer, newest like first, by the same rules as notifications. */
  likesReceived: ProfileConnection;
  /** Profiles the viewer hid, most recently hidden first; only those the viewer may still see (a profile that blocked them since, left, or is of the other age pool is not listed). */
  hiddenProfiles: ProfileConnection;
  /** Which events may reach the member's devices. */
  notificationPreferences: NotificationPreferences;
  /** The VAPID public key (base64url) a browser subscribes to push with; null when this server sends no push. */
  pushPublicKey: Maybe<Scalars['String']['output']>;
  /** Groups the viewer belongs to, by name (the directory's top section). */
  groups: GroupConnection;
  /** Events the viewer is Going to, Interested in or waiting for that have not ended, soonest first. */
  events: EventConnection;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerImagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerImageArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerChatRoomsArgs = {
  filter?: InputMaybe<ChatRoomFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerLikesReceivedArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerHiddenProfilesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerGroupsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/** The logged-in member: their profile plus what only they may see. */
export type ViewerEventsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileRole = {
  __typename?: 'ProfileRole';
  name: Role;
  /** Human label, e.g. 'Snoot Team', 'VIP Supporter', 'Supporter'. */
  label: Scalars['String']['output'];
  /** Banner label on a profile page, e.g. 'Team Member'. */
  bannerLabel: Maybe<Scalars['String']['output']>;
  icon: Maybe<Scalars['String']['output']>;
  tagStyle: Maybe<Scalars['String']['output']>;
  bannerStyle: Maybe<Scalars['String']['output']>;
  /** Badge priority: team 9999, VIP 100, supporter 10, default 0. */
  priority: Scalars['Int']['output'];
};

export type Profile = Node & {
  __typename?: 'Profile';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  username: Maybe<Scalars['String']['output']>;
  roles: Array<ProfileRole>;
  /** The role with the highest priority, which decides the banner and frame. */
  bestRole: Maybe<ProfileRole>;
  /** Null when hidden by the owner's viewAge setting (ages under 18 are always shown). */
  age: Maybe<Scalars['Int']['output']>;
  dateOfBirth: Maybe<Scalars['Date']['output']>;
  isBirthday: Scalars['Boolean']['output'];
  /** The viewer's relation to this profile; null for none or for oneself. */
  relationType: Maybe<RelationType>;
  shareHash: Maybe<Scalars['String']['output']>;
  isViewer: Scalars['Boolean']['output'];
  /** Whether the profile has After Dark; null for a viewer under 18, who learns nothing about After Dark. */
  isAdOptIn: Maybe<Scalars['Boolean']['output']>;
  primaryImage: Maybe<ProfileImage>;
  primaryImageAd: Maybe<ProfileImage>;
  headerImage: Maybe<ProfileImage>;
  headerImageAd: Maybe<ProfileImage>;
  /** Only on one's own profile. */
  privacySettings: Maybe<PrivacySettings>;
  location: Maybe<ProfileLocation>;
  images: ProfileImageConnection;
  bio: Maybe<Bio>;
  /** Only for adult viewers who opted in to After Dark. */
  bioAd: Maybe<BioAd>;
  socialAccounts: Array<SocialAccount>;
  sonas: Array<Sona>;
  kinks: Array<ProfileKink>;
  interests: Array<Interest>;
  groups: Array<ProfileGroup>;
  events: Array<ProfileEvent>;
  likeCount: Scalars['Int']['output'];
  /** Whether the viewer may start a chat (startChat privacy against relation). */
  canStartChat: Scalars['Boolean']['output'];
  /** Whether the viewer may chat with this profile (open the room under way, or start one), and why not. */
  chatPermission: ProfileActionPermission;
  /** Whether the viewer may like this profile and its images, and why not. */
  likePermission: ProfileActionPermission;
  recentTrack: Maybe<RecentTrack>;
  /** Whether the viewer has blocked this profile. */
  isBlocked: Scalars['Boolean']['output'];
  /** Whether the owner hides their own profile from discovery (Content Preferences). */
  isHidden: Scalars['Boolean']['output'];
  /** Whether the viewer hid this profile from their grid and search (Hidden Profiles lists it to undo). */
  isHiddenByViewer: Scalars['Boolean']['output'];
  /** How recently the member was active, coarsely; null when they hide it (Privacy: Show when I was last online) or were last active over a week ago. Never an exact time. */
  presence: Maybe<Presence>;
};


export type ProfileImagesArgs = {
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** How recently a member was active, never more exactly than this. */
export type Presence =
  /** A tab of theirs is open now. */
  | 'ONLINE'
  /** Active in the last 24 hours. */
  | 'ACTIVE_TODAY'
  /** Active in the last 7 days. */
  | 'ACTIVE_THIS_WEEK';

/** A member's presence changed, as the subscriber may see it now. */
export type ProfilePresenceEvent = {
  __typename?: 'ProfilePresenceEvent';
  /** The member; its presence answers by the same rule as everywhere (null when they hide it). */
  profile: Profile;
};

/** Whether the viewer may do something with a profile and, when not, why: in words to show beside the disabled control. */
export type ProfileActionPermission = {
  __typename?: 'ProfileActionPermission';
  allowed: Scalars['Boolean']['output'];
  /** Null when allowed. */
  reason: Maybe<Scalars['String']['output']>;
};

export type ProfileEdge = {
  __typename?: 'ProfileEdge';
  cursor: Scalars['String']['output'];
  node: Profile;
  /** In a profile search: whole kilometres from the point the search is measured from (a searched place, else the viewer's own), rounded as Profile.location.distance is; null elsewhere or when unknown. */
  distance: Maybe<Scalars['Float']['output']>;
};

export type ProfileConnection = {
  __typename?: 'ProfileConnection';
  edges: Array<ProfileEdge>;
  pageInfo: PageInfo;
};

export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  viewProfile: AccessPermission;
  viewAge: AccessPermission;
  startChat: AccessPermission;
  viewKinks: AccessPermission;
  viewAd: AccessPermission;
  /** Who may see the groups the member is in (on their profile and in groups' member lists). */
  viewGroups: AccessPermission;
  /** Who may see the events the member attends (on their profile and in events' attendee lists). */
  viewEvents: AccessPermission;
  showLastOnline: Scalars['Boolean']['output'];
};

export type Place = Node & {
  __typename?: 'Place';
  id: Scalars['ID']['output'];
  placeId: Scalars['String']['output'];
  place: Scalars['String']['output'];
  region: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  longitude: Scalars['Float']['output'];
  latitude: Scalars['Float']['output'];
};

export type ProfileLocation = {
  __typename?: 'ProfileLocation';
  type: LocationType;
  place: Maybe<Scalars['String']['output']>;
  homePlace: Maybe<Scalars['String']['output']>;
  placeId: Maybe<Scalars['String']['output']>;
  precision: LocationPrecision;
  /** Distance from the viewer in kilometres, rounded to whole kilometres; null for oneself or when unknown. */
  distance: Maybe<Scalars['Float']['output']>;
  country: Maybe<Scalars['String']['output']>;
  countryCode: Maybe<Scalars['String']['output']>;
  region: Maybe<Scalars['String']['output']>;
  /** Only for one's own location: the stored (already snapped) point. */
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
};

export type Bio = {
  __typename?: 'Bio';
  biography: Maybe<Scalars['String']['output']>;
  genders: Array<Scalars['String']['output']>;
  languages: Array<Scalars['String']['output']>;
  relationshipStatus: Maybe<RelationshipStatus>;
  sexualOrientation: Maybe<SexualOrientation>;
  interests: Array<Interest>;
  hobbies: Array<Hobby>;
};

export type Hobby = {
  __typename?: 'Hobby';
  interest: Interest;
};

export type BioAd = {
  __typename?: 'BioAd';
  biography: Maybe<Scalars['String']['output']>;
  sexPositions: Array<SexPosition>;
  behaviour: Maybe<Behaviour>;
  safeSex: Maybe<SafeSex>;
  canHost: Maybe<Scalars['Boolean']['output']>;
};

export type SocialAccount = Node & {
  __typename?: 'SocialAccount';
  id: Scalars['ID']['output'];
  socialNetwork: SocialNetwork;
  isVerified: Scalars['Boolean']['output'];
  url: Maybe<Scalars['String']['output']>;
  displayName: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
  accessPermission: AccessPermission;
};

export type Species = Node & {
  __typename?: 'Species';
  id: Scalars['ID']['output'];
  /** The numeric id sent back in sona mutations. */
  speciesId: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  popularity: Scalars['Int']['output'];
};

export type Sona = Node & {
  __typename?: 'Sona';
  id: Scalars['ID']['output'];
  displayName: Scalars['String']['output'];
  hasFursuit: Scalars['Boolean']['output'];
  species: Species;
  images: Array<ProfileImage>;
};

export type Kink = Node & {
  __typename?: 'Kink';
  id: Scalars['ID']['output'];
  displayName: Scalars['String']['output'];
  categoryName: Scalars['String']['output'];
  isVerified: Scalars['Boolean']['output'];
  isSinglePlayer: Scalars['Boolean']['output'];
  isHard: Scalars['Boolean']['output'];
};

export type ProfileKink = {
  __typename?: 'ProfileKink';
  kink: Kink;
  pleasureGive: Maybe<Scalars['Int']['output']>;
  pleasureReceive: Maybe<Scalars['Int']['output']>;
};

export type Interest = Node & {
  __typename?: 'Interest';
  id: Scalars['ID']['output'];
  interest: Scalars['String']['output'];
  popularity: Scalars['Int']['output'];
};

export type GroupRole =
  | 'OWNER'
  | 'MODERATOR'
  | 'MEMBER';

export type GroupJoinPolicy =
  /** Anyone who may see the group joins at once. */
  | 'OPEN'
  /** A request the group's moderators approve or decline. */
  | 'CLOSED';

export type GroupViewerStatus =
  | 'NONE'
  | 'REQUESTED'
  | 'MEMBER'
  | 'BANNED';

/**
 * A group of members. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * groups only by adults who opted in; a group the viewer blocked, or a closed one, reads as missing.
 */
export type Group = Node & {
  __typename?: 'Group';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  isAd: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  image: Maybe<UploadedImage>;
  description: Scalars['String']['output'];
  rules: Maybe<Scalars['String']['output']>;
  joinPolicy: GroupJoinPolicy;
  /** The group's home place (gazetteer). */
  place: Maybe<Place>;
  /** Whole kilometres from the viewer's location to the home place, rounded as Profile.location.distance is; null when either is unknown. */
  distance: Maybe<Scalars['Float']['output']>;
  memberCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  viewerStatus: GroupViewerStatus;
  /** The viewer's role; null unless a member. */
  viewerRole: Maybe<GroupRole>;
  /** Whether the viewer may join or request to join, and why not (member words). */
  joinPermission: ProfileActionPermission;
  /** Whether the viewer may start threads and reply, and why not. */
  postPermission: ProfileActionPermission;
  /** Owner or moderator. */
  viewerCanModerate: Scalars['Boolean']['output'];
  /** Members the viewer may see (each member's own group-visibility privacy, blocks, hides, pool), owner and moderators first, then by joining. */
  members: GroupMemberConnection;
  /** Pending join requests, oldest first; empty unless the viewer moderates the group. */
  joinRequests: GroupMemberConnection;
  /** Threads, newest activity first; empty unless the viewer may read the discussion (anyone who may see an open group, members of a closed one, never a banned member). */
  threads: GroupThreadConnection;
};


/**
 * A group of members. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * groups only by adults who opted in; a group the viewer blocked, or a closed one, reads as missing.
 */
export type GroupMembersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A group of members. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * groups only by adults who opted in; a group the viewer blocked, or a closed one, reads as missing.
 */
export type GroupJoinRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A group of members. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * groups only by adults who opted in; a group the viewer blocked, or a closed one, reads as missing.
 */
export type GroupThreadsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A member of a group, or a request to join it. */
export type GroupMember = {
  __typename?: 'GroupMember';
  /** Stable per group and member. */
  id: Scalars['ID']['output'];
  profile: Profile;
  /** Null for a request. */
  role: Maybe<GroupRole>;
  /** Null for a request. */
  joinedAt: Maybe<Scalars['DateTime']['output']>;
  requestedAt: Maybe<Scalars['DateTime']['output']>;
};

export type GroupMemberEdge = {
  __typename?: 'GroupMemberEdge';
  cursor: Scalars['String']['output'];
  node: GroupMember;
};

export type GroupMemberConnection = {
  __typename?: 'GroupMemberConnection';
  edges: Array<GroupMemberEdge>;
  pageInfo: PageInfo;
};

export type GroupEdge = {
  __typename?: 'GroupEdge';
  cursor: Scalars['String']['output'];
  node: Group;
};

export type GroupConnection = {
  __typename?: 'GroupConnection';
  edges: Array<GroupEdge>;
  pageInfo: PageInfo;
};

export type ProfileGroup = {
  __typename?: 'ProfileGroup';
  group: Group;
  threadCount: Scalars['Int']['output'];
  replyCount: Scalars['Int']['output'];
};

/**
 * A meet or convention. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * events only by adults who opted in. A cancelled event stays readable (marked) for those who could see it.
 */
export type Event = Node & {
  __typename?: 'Event';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  isAd: Scalars['Boolean']['output'];
  eventBeginAt: Scalars['DateTime']['output'];
  eventEndAt: Scalars['DateTime']['output'];
  image: Maybe<UploadedImage>;
  /** At most 4,000 characters. */
  description: Scalars['String']['output'];
  /** The IANA time zone the host gave for its times, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['output'];
  /** The gazetteer place (city). */
  place: Maybe<Place>;
  /** Whole kilometres from the viewer's location to the place, rounded as Profile.location.distance is; null when either is unknown. */
  distance: Maybe<Scalars['Float']['output']>;
  /** The exact address; null unless the viewer is Going or manages the event, or when the host gave none. */
  address: Maybe<Scalars['String']['output']>;
  /** Places for Going; null when unlimited. */
  capacity: Maybe<Scalars['Int']['output']>;
  /** Going members (all of them, whether or not the viewer may see each). */
  goingCount: Scalars['Int']['output'];
  interestedCount: Scalars['Int']['output'];
  waitingListCount: Scalars['Int']['output'];
  isCancelled: Scalars['Boolean']['output'];
  /** The member who made it; null when the viewer may not see them (shown as 'Private profile'). */
  host: Maybe<Profile>;
  /** The group hosting it, when the host named one the viewer may see; its moderators co-manage the event. */
  hostGroup: Maybe<Group>;
  viewerStatus: EventViewerStatus;
  /** 1 for the first on the waiting list; null unless the viewer is waiting. */
  viewerWaitingListPosition: Maybe<Scalars['Int']['output']>;
  /** Whether the viewer may answer Going / Interested, and why not (member words: cancelled, past, blocked by the host…). */
  rsvpPermission: ProfileActionPermission;
  /** The host, or a moderator of the host group: may edit, change the time and cancel. */
  viewerCanManage: Scalars['Boolean']['output'];
  /**
   * Attendees the viewer may see (each attendee's own event-visibility privacy, blocks, hides, pool), by answer:
   * GOING and INTERESTED in the order they answered, WAITING_LIST in waiting-list order.
   */
  attendees: EventAttendeeConnection;
  /** Where the calendar file is served: /events/<uuid>.ics (same session cookie; 404 to whoever may not see the event). */
  calendarUrl: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
};


/**
 * A meet or convention. It belongs to the age pool of the member who made it and is seen by that pool only; After Dark
 * events only by adults who opted in. A cancelled event stays readable (marked) for those who could see it.
 */
export type EventAttendeesArgs = {
  status?: InputMaybe<EventViewerStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

export type EventViewerStatus =
  | 'NONE'
  | 'GOING'
  | 'INTERESTED'
  /** Asked for Going when it was full; promoted in order when a place frees. */
  | 'WAITING_LIST';

/** An attendee as the viewer may see them. */
export type EventAttendee = {
  __typename?: 'EventAttendee';
  /** Stable per event and member. */
  id: Scalars['ID']['output'];
  profile: Profile;
  status: EventViewerStatus;
  answeredAt: Scalars['DateTime']['output'];
};

export type EventAttendeeEdge = {
  __typename?: 'EventAttendeeEdge';
  cursor: Scalars['String']['output'];
  node: EventAttendee;
};

export type EventAttendeeConnection = {
  __typename?: 'EventAttendeeConnection';
  edges: Array<EventAttendeeEdge>;
  pageInfo: PageInfo;
};

export type EventEdge = {
  __typename?: 'EventEdge';
  cursor: Scalars['String']['output'];
  node: Event;
};

export type EventConnection = {
  __typename?: 'EventConnection';
  edges: Array<EventEdge>;
  pageInfo: PageInfo;
};

export type EventWhen =
  /** Not yet ended, soonest first (nearest first within a day). */
  | 'UPCOMING'
  /** Ended, most recent first. */
  | 'PAST';

export type ProfileEvent = {
  __typename?: 'ProfileEvent';
  event: Event;
  isWaitingList: Scalars['Boolean']['output'];
};

export type RecentTrack = {
  __typename?: 'RecentTrack';
  artist: Scalars['String']['output'];
  name: Scalars['String']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  url: Maybe<Scalars['String']['output']>;
  streamedDate: Maybe<Scalars['DateTime']['output']>;
  nowPlaying: Scalars['Boolean']['output'];
};

export type UploadedImage = {
  __typename?: 'UploadedImage';
  uuid: Scalars['String']['output'];
  contentRating: ContentRating;
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  blurHash: Scalars['String']['output'];
  /**
   * Path of the JPEG variant, /image/{uuid}.jpeg?width=N (and &blur=35 when blurred). An image not open to all
   * (friends-only, private, After Dark or explicit) has a signed path that expires in about an hour: use the path
   * as given, never build one.
   */
  url: Scalars['String']['output'];
};


export type UploadedImageUrlArgs = {
  width?: InputMaybe<Scalars['Int']['input']>;
  blur?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProfileImage = Node & {
  __typename?: 'ProfileImage';
  id: Scalars['ID']['output'];
  image: UploadedImage;
  accessPermission: ImageAccessPermission;
  isAd: Scalars['Boolean']['output'];
  type: ImageType;
  isPrimary: Scalars['Boolean']['output'];
  sona: Maybe<Sona>;
  likeCount: Scalars['Int']['output'];
  hasLiked: Scalars['Boolean']['output'];
  /** The owner's description of the picture for members who cannot see it (at most 250 characters); null when none. */
  altText: Maybe<Scalars['String']['output']>;
};

export type ProfileImageEdge = {
  __typename?: 'ProfileImageEdge';
  cursor: Scalars['String']['output'];
  node: ProfileImage;
};

export type ProfileImageConnection = {
  __typename?: 'ProfileImageConnection';
  edges: Array<ProfileImageEdge>;
  pageInfo: PageInfo;
};

export type ChatRoomParticipant = Node & {
  __typename?: 'ChatRoomParticipant';
  id: Scalars['ID']['output'];
  profile: Profile;
  /** When the viewer last read the room; null for another member (an exact time would tell when they were online). */
  lastReadAt: Maybe<Scalars['DateTime']['output']>;
  lastReadSeqId: Scalars['Int']['output'];
};

export type ChatMessageTextPayload = {
  __typename?: 'ChatMessageTextPayload';
  content: Maybe<Scalars['String']['output']>;
};

export type ChatMessageSystemPayload = {
  __typename?: 'ChatMessageSystemPayload';
  action: Scalars['String']['output'];
};

export type ChatMessagePayload = ChatMessageTextPayload | ChatMessageSystemPayload;

export type ChatRoomMessage = Node & {
  __typename?: 'ChatRoomMessage';
  id: Scalars['ID']['output'];
  /** Per-room, gap-free, increasing sequence number. */
  seqId: Scalars['Int']['output'];
  roomId: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Maybe<Scalars['DateTime']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  profileId: Maybe<Scalars['ID']['output']>;
  profileUuid: Maybe<Scalars['String']['output']>;
  profile: Maybe<Profile>;
  /** The client-generated id the message was sent with, for de-duplication of retried sends. */
  clientMutationId: Maybe<Scalars['String']['output']>;
  payload: Maybe<ChatMessagePayload>;
  /** When the sender last edited its text; null if never (members see that it was edited, never what it said before). */
  editedAt: Maybe<Scalars['DateTime']['output']>;
  /** Each emoji members reacted with, in the fixed order of shared/reactions.ts: counts only, never who reacted. */
  reactions: Array<ChatMessageReaction>;
  /** The message of the same room this one replies to (deletedAt set and no text once it was deleted); null for none. */
  replyTo: Maybe<ChatRoomMessage>;
  /** The pictures the message carries, in the order they were attached (none once it is deleted). */
  pictures: Array<ChatMessagePicture>;
};

/** A picture in a chat message: served only to the room's members, each at a URL signed for them. */
export type ChatMessagePicture = {
  __typename?: 'ChatMessagePicture';
  uuid: Scalars['String']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  /** Placeholder shown while the picture loads. */
  blurHash: Scalars['String']['output'];
  /** The sender marked it explicit (After Dark). */
  isExplicit: Scalars['Boolean']['output'];
  /** Blurred for the viewer: from a member they have not replied to in the room, while their content options say so. */
  isBlurred: Scalars['Boolean']['output'];
  /** A URL for the viewer alone; it stops working when they leave the room, a block closes it or the message goes. */
  url: Scalars['String']['output'];
};


/** A picture in a chat message: served only to the room's members, each at a URL signed for them. */
export type ChatMessagePictureUrlArgs = {
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** One emoji's reactions to a message: how many members reacted with it, and whether the viewer is one of them. */
export type ChatMessageReaction = {
  __typename?: 'ChatMessageReaction';
  emoji: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  viewerHasReacted: Scalars['Boolean']['output'];
};

/** What a MESSAGE_REACTIONS event changed: the emoji, and whether the member added it or took it back. */
export type ChatReactionChange = {
  __typename?: 'ChatReactionChange';
  emoji: Scalars['String']['output'];
  added: Scalars['Boolean']['output'];
};

export type ChatRoomMessageEdge = {
  __typename?: 'ChatRoomMessageEdge';
  /** The message's seqId. */
  cursor: Scalars['String']['output'];
  node: ChatRoomMessage;
};

export type ChatRoomMessageConnection = {
  __typename?: 'ChatRoomMessageConnection';
  edges: Array<ChatRoomMessageEdge>;
  pageInfo: PageInfo;
};

export type ChatRoom = Node & {
  __typename?: 'ChatRoom';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  type: ChatRoomType;
  title: Maybe<Scalars['String']['output']>;
  image: Maybe<UploadedImage>;
  status: ChatRoomStatus;
  isArchived: Scalars['Boolean']['output'];
  isRemoved: Scalars['Boolean']['output'];
  lastReadSeqId: Scalars['Int']['output'];
  lastSeqId: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
  participantCount: Scalars['Int']['output'];
  participants: Array<ChatRoomParticipant>;
  /** The other member of a private room. */
  otherProfile: Maybe<Profile>;
  lastMessage: Maybe<ChatRoomMessage>;
  lastMessageAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * Cursor is the seqId; page backwards with last/before for older messages, forwards with first/after for newer.
   * atFirstUnread, with neither after nor before: the page starts just before the viewer's own first unread message
   * (a few read ones above it), or is the newest page when that is nearer; the pages either side follow by cursor.
   */
  messages: ChatRoomMessageConnection;
  /**
   * Messages of this room holding every word of the query (each as the start of a word), newest first; the cursor is
   * the seqId. Never a deleted message, a system line, or one by a member the viewer may not see or has hidden.
   * At most 100 characters; limited per member.
   */
  messageSearch: ChatRoomMessageSearchConnection;
  /** Whether the viewer may mark pictures explicit here: every other member is an adult who chose to see explicit content. */
  canSendExplicitPictures: Scalars['Boolean']['output'];
};


export type ChatRoomMessagesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  atFirstUnread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type ChatRoomMessageSearchArgs = {
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A message found by a search inside a room, with the part of it around the words found. */
export type ChatRoomMessageSearchEdge = {
  __typename?: 'ChatRoomMessageSearchEdge';
  /** The message's seqId. */
  cursor: Scalars['String']['output'];
  node: ChatRoomMessage;
  /** The message's text around the first word found, on one line, '…' where it was cut. */
  snippet: Scalars['String']['output'];
};

export type ChatRoomMessageSearchConnection = {
  __typename?: 'ChatRoomMessageSearchConnection';
  edges: Array<ChatRoomMessageSearchEdge>;
  pageInfo: PageInfo;
};

export type ChatRoomEdge = {
  __typename?: 'ChatRoomEdge';
  cursor: Scalars['String']['output'];
  node: ChatRoom;
};

export type ChatRoomConnection = {
  __typename?: 'ChatRoomConnection';
  edges: Array<ChatRoomEdge>;
  pageInfo: PageInfo;
};

export type ChatReadMarker = {
  __typename?: 'ChatReadMarker';
  roomId: Scalars['String']['output'];
  profileId: Scalars['ID']['output'];
  seqId: Scalars['Int']['output'];
};

/** An update to one of the viewer's rooms. */
export type ChatRoomEvent = {
  __typename?: 'ChatRoomEvent';
  kind: ChatRoomEventKind;
  roomId: Scalars['String']['output'];
  /** The room's global id (its ChatRoom's id), so a client can drop a room it can no longer see (room is null then). */
  roomGlobalId: Scalars['ID']['output'];
  profileId: Maybe<Scalars['ID']['output']>;
  date: Scalars['DateTime']['output'];
  room: Maybe<ChatRoom>;
  message: Maybe<ChatRoomMessageEdge>;
  readMarker: Maybe<ChatReadMarker>;
  /** For MESSAGE_REACTIONS: the reaction the event's member (profileId) added or took back. */
  reaction: Maybe<ChatReactionChange>;
  /** The subscriber, whose chat counts (chatsUnreadCount, chatRequestsCount, chatsArchivedCount) the event may have changed. */
  viewer: Viewer;
};

export type NotificationKind =
  /** Someone liked the member. */
  | 'LIKE'
  /** The member and someone like each other. */
  | 'MUTUAL'
  /** Someone asked to chat. */
  | 'CHAT_REQUEST'
  /** Messages arrived in a room while the member was elsewhere; one unread notification a room, its count rising. */
  | 'MESSAGE'
  /** Someone replied to the member's thread; one unread notification a thread, its count rising. */
  | 'GROUP_REPLY'
  /** An event the member attends was cancelled. */
  | 'EVENT_CANCELLED'
  /** An event the member attends moved to another time; one unread notification an event, its count rising. */
  | 'EVENT_CHANGED'
  /** A place freed and the member moved from the waiting list to Going. */
  | 'EVENT_PROMOTED'
  /** An event the member is Going to or Interested in begins in a day, or in an hour. */
  | 'EVENT_REMINDER';

export type Notification = Node & {
  __typename?: 'Notification';
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The other member. */
  actor: Profile;
  /** The room, for CHAT_REQUEST and MESSAGE. */
  chatRoom: Maybe<ChatRoom>;
  /** The thread, for GROUP_REPLY. */
  groupThread: Maybe<GroupThread>;
  /** The event, for EVENT_* kinds (their actor is the event's host). */
  event: Maybe<Event>;
  /** Messages (MESSAGE), replies (GROUP_REPLY) or an event's news of one kind (EVENT_*) this notification stands for; 1 otherwise. */
  count: Scalars['Int']['output'];
  /**
   * Where following it leads, within the app: /profiles/<uuid>, /chatrooms/<room uuid>, /groups/<group uuid>/threads/<thread uuid>
   * or /events/<event uuid>.
   */
  link: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  isRead: Scalars['Boolean']['output'];
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
};

/** Which events reach the member's devices by push (the in-app list always has them). */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  likes: Scalars['Boolean']['output'];
  mutuals: Scalars['Boolean']['output'];
  chatRequests: Scalars['Boolean']['output'];
  messages: Scalars['Boolean']['output'];
  /** Replies to the member's group threads. */
  groupReplies: Scalars['Boolean']['output'];
  /** Cancellations, time changes and waiting-list places of events the member attends. */
  eventChanges: Scalars['Boolean']['output'];
  /** Reminders a day and an hour before an event the member attends. */
  eventReminders: Scalars['Boolean']['output'];
  /** No push while a tab of the member's is open and visible. */
  notWhileActive: Scalars['Boolean']['output'];
};

/** A new or updated notification for the subscribing member. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  notification: Notification;
  /** The member's unread count after it. */
  unreadCount: Scalars['Int']['output'];
};

export type NotificationReadInput = {
  id: Scalars['ID']['input'];
};

export type NotificationsMarkAllReadInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type NotificationReadPayload = {
  __typename?: 'NotificationReadPayload';
  notification: Maybe<Notification>;
  viewer: Viewer;
};

export type NotificationsMarkAllReadPayload = {
  __typename?: 'NotificationsMarkAllReadPayload';
  /** The notifications this marked read (at most the newest 100), so a client's list updates. */
  notifications: Array<Notification>;
  viewer: Viewer;
};

export type NotificationPreferencesInput = {
  likes?: InputMaybe<Scalars['Boolean']['input']>;
  mutuals?: InputMaybe<Scalars['Boolean']['input']>;
  chatRequests?: InputMaybe<Scalars['Boolean']['input']>;
  messages?: InputMaybe<Scalars['Boolean']['input']>;
  groupReplies?: InputMaybe<Scalars['Boolean']['input']>;
  eventChanges?: InputMaybe<Scalars['Boolean']['input']>;
  eventReminders?: InputMaybe<Scalars['Boolean']['input']>;
  notWhileActive?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationPreferencesPayload = {
  __typename?: 'NotificationPreferencesPayload';
  viewer: Viewer;
};

/** A browser's PushSubscription, as its toJSON() gives it. */
export type PushSubscriptionAddInput = {
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
  auth: Scalars['String']['input'];
};

export type PushSubscriptionRemoveInput = {
  endpoint: Scalars['String']['input'];
};

export type PushSubscriptionPayload = {
  __typename?: 'PushSubscriptionPayload';
  /** Whether this device (endpoint) is now subscribed. */
  isSubscribed: Scalars['Boolean']['output'];
  viewer: Viewer;
};

export type PresenceSetInput = {
  /** Whether a tab of the member's is open and visible. */
  isActive: Scalars['Boolean']['input'];
};

export type PresenceSetPayload = {
  __typename?: 'PresenceSetPayload';
  ok: Scalars['Boolean']['output'];
};

export type FeatureFlag = Node & {
  __typename?: 'FeatureFlag';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** Sorted. */
  enabledTargets: Array<Role>;
};

export type ExperimentTreatment = {
  __typename?: 'ExperimentTreatment';
  /** Globally unique (the experiment's key and the treatment's), so a client's cache keeps each treatment apart. */
  id: Scalars['ID']['output'];
  /** The treatment's value within its experiment ('1'), as overrides and control name it. */
  key: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

export type Experiment = Node & {
  __typename?: 'Experiment';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: ExperimentType;
  treatments: Array<ExperimentTreatment>;
  control: Scalars['String']['output'];
  /** The treatment the viewer chose; null for control or when not logged in. */
  viewerTreatment: Maybe<Scalars['String']['output']>;
};

export type NewsItem = Node & {
  __typename?: 'NewsItem';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  category: Scalars['String']['output'];
  audiences: Array<NewsAudience>;
  updatedAt: Scalars['DateTime']['output'];
  publishedAt: Scalars['DateTime']['output'];
  showOnNewsFeed: Scalars['Boolean']['output'];
  showOnHomePage: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
};

export type AgeRangeInput = {
  min?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
};

export type SearchLocationInput = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<LocationSearchType>;
  /** Kilometres; null for unlimited. */
  distance?: InputMaybe<Scalars['Float']['input']>;
};

/** Search filters as sent (SPEC §3). */
export type ProfileSearchFilters = {
  age?: InputMaybe<AgeRangeInput>;
  location?: InputMaybe<SearchLocationInput>;
  requireProfileImage?: InputMaybe<Scalars['Boolean']['input']>;
  sexPositions?: InputMaybe<Array<SexPosition>>;
  canHost?: InputMaybe<Scalars['Boolean']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  genders?: InputMaybe<Array<Scalars['String']['input']>>;
  relationshipStatus?: InputMaybe<Array<RelationshipStatus>>;
  sexualOrientation?: InputMaybe<Array<SexualOrientation>>;
};

export type ReportReason =
  | 'SPAM_OR_SCAM'
  | 'HARASSMENT'
  | 'UNDERAGE'
  | 'IMPERSONATION'
  | 'UNRATED_EXPLICIT_CONTENT'
  | 'OTHER';

export type ModerationReportStatus =
  | 'OPEN'
  | 'DISMISSED'
  | 'ACTIONED';

export type ModerationActionKind =
  | 'DISMISSED'
  | 'IMAGE_REMOVED'
  | 'MESSAGE_REMOVED'
  | 'ACCOUNT_SUSPENDED'
  | 'GROUP_POST_REMOVED'
  /** Cancelled a reported event. */
  | 'EVENT_REMOVED';

/** What staff see of a member in the moderation queue, whatever the member's privacy settings say. */
export type ModeratedProfile = {
  __typename?: 'ModeratedProfile';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  dateOfBirth: Maybe<Scalars['Date']['output']>;
  /** Set while the account is suspended. */
  suspendedAt: Maybe<Scalars['DateTime']['output']>;
  /** When the suspension ends; null for an indefinite one or none. */
  suspendedUntil: Maybe<Scalars['DateTime']['output']>;
  suspensionReason: Maybe<Scalars['String']['output']>;
  /** Set once the account is deleted. */
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** The other accounts that logged in with one of this account's login emails (known by a keyed hash after deletion, while a safety decision on one of them stands), the most recently deleted first. */
  sameEmailAccounts: Array<ModeratedProfile>;
};

/** A message of a report's evidence: the reported one or one around it. */
export type ModeratedMessage = {
  __typename?: 'ModeratedMessage';
  id: Scalars['ID']['output'];
  seqId: Scalars['Int']['output'];
  authorName: Maybe<Scalars['String']['output']>;
  /** Null once removed or deleted. */
  content: Maybe<Scalars['String']['output']>;
  isReported: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The texts it had before its sender edited it, oldest first; empty once removed or deleted. */
  earlierTexts: Array<Scalars['String']['output']>;
};

export type ModerationAction = {
  __typename?: 'ModerationAction';
  id: Scalars['ID']['output'];
  kind: ModerationActionKind;
  actorName: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** For a suspension: when it ends; null for an indefinite one. */
  suspendedUntil: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
};

export type ModerationReport = {
  __typename?: 'ModerationReport';
  id: Scalars['ID']['output'];
  reason: ReportReason;
  details: Maybe<Scalars['String']['output']>;
  status: ModerationReportStatus;
  createdAt: Scalars['DateTime']['output'];
  reporter: ModeratedProfile;
  profile: ModeratedProfile;
  /** The reported message with up to three messages either side, oldest first; empty without a message. */
  messages: Array<ModeratedMessage>;
  /** The reported image; null without one or once removed. */
  image: Maybe<UploadedImage>;
  /** Whether the report names an image that has since been removed. */
  isImageRemoved: Scalars['Boolean']['output'];
  /** The reported group thread or reply; null without one. */
  groupPost: Maybe<ModeratedGroupPost>;
  /** The reported event; null without one. */
  event: Maybe<ModeratedEvent>;
  /** The audit log: every staff action on this report, oldest first. */
  actions: Array<ModerationAction>;
};

export type ModerationReportEdge = {
  __typename?: 'ModerationReportEdge';
  cursor: Scalars['String']['output'];
  node: ModerationReport;
};

export type ModerationReportConnection = {
  __typename?: 'ModerationReportConnection';
  edges: Array<ModerationReportEdge>;
  pageInfo: PageInfo;
};

export type Query = {
  __typename?: 'Query';
  node: Maybe<Node>;
  nodes: Array<Maybe<Node>>;
  /** Null when not logged in. */
  viewer: Maybe<Viewer>;
  /** ProfileDetail / MinimalProfile. Null for a missing, deleted, banned, blocked or hidden profile. */
  profile: Maybe<Profile>;
  /** ProfileSearch: sorted by distance from the viewer. */
  profileSearch: ProfileConnection;
  /** ProfileOverview: search profiles by name. */
  profileOverview: Array<Profile>;
  /** ChatRoom(roomId): by uuid. */
  chatRoom: Maybe<ChatRoom>;
  /** ChatRoomPrivate(profileUuid): the existing private room with that profile, if any. */
  chatRoomPrivate: Maybe<ChatRoom>;
  featureFlags: Array<FeatureFlag>;
  experiments: Array<Experiment>;
  /** GeocodePlace: the nearest place to a point. */
  geocodePlace: Maybe<Place>;
  /** Places(query): place search in the gazetteer. */
  places: Array<Place>;
  /** Interests(search). */
  interests: Array<Interest>;
  newsItems: Array<NewsItem>;
  newsItem: Maybe<NewsItem>;
  /** Species(displayName, limit 20, offset 0). */
  species: Array<Species>;
  /** Staff only: a member's date of birth and its corrections, by profile ID or login email; null when no member has it. */
  dateOfBirthRecord: Maybe<DateOfBirthRecord>;
  /** Staff only: open reports, newest first. */
  moderationReports: ModerationReportConnection;
  /** Staff only: one report, open or closed; null for an unknown id. */
  moderationReport: Maybe<ModerationReport>;
  /**
   * The groups directory: groups the viewer may see, not blocked by the viewer, the viewer's own excluded (Viewer.groups
   * has them); nearest home place first (whole km), then most members. search: name contains (at most 100 characters).
   * isAd: After Dark groups instead (adults opted in only; anyone else gets an empty list). verifiedOnly: verified
   * groups only. Limited per member like other searches.
   */
  groups: GroupConnection;
  /** Null when missing or hidden from the viewer by any rule (pool, After Dark, blocked group). */
  group: Maybe<Group>;
  /**
   * The events directory: events the viewer may see. UPCOMING: nearest place first in whole kilometres, then soonest;
   * `from`/`to` keep events that overlap that range (inclusive dates in `timeZone`, default the viewer's). PAST: most
   * recent first. search matches names (limited per member like other searches). isAd: After Dark events instead
   * (adults opted in only; anyone else gets an empty list). Cancelled events are left out of UPCOMING.
   */
  events: EventConnection;
  /** Null when missing or hidden from the viewer by any rule (pool, After Dark, blocks with the host). */
  event: Maybe<Event>;
  /** A group thread by uuid; null when missing, deleted or hidden from the viewer by any rule (its group, its author). */
  groupThread: Maybe<GroupThread>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryProfileArgs = {
  uuid: Scalars['String']['input'];
};


export type QueryProfileSearchArgs = {
  isAd: Scalars['Boolean']['input'];
  filters?: InputMaybe<ProfileSearchFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProfileOverviewArgs = {
  search: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatRoomArgs = {
  roomId: Scalars['String']['input'];
};


export type QueryChatRoomPrivateArgs = {
  profileUuid: Scalars['String']['input'];
};


export type QueryGeocodePlaceArgs = {
  longitude: Scalars['Float']['input'];
  latitude: Scalars['Float']['input'];
};


export type QueryPlacesArgs = {
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInterestsArgs = {
  search: Scalars['String']['input'];
};


export type QueryNewsItemArgs = {
  slug: Scalars['String']['input'];
};


export type QuerySpeciesArgs = {
  displayName: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDateOfBirthRecordArgs = {
  member: Scalars['String']['input'];
};


export type QueryModerationReportsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


export type QueryModerationReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGroupsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  verifiedOnly?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGroupArgs = {
  uuid: Scalars['String']['input'];
};


export type QueryEventsArgs = {
  when?: InputMaybe<EventWhen>;
  search?: InputMaybe<Scalars['String']['input']>;
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventArgs = {
  uuid: Scalars['String']['input'];
};


export type QueryGroupThreadArgs = {
  uuid: Scalars['String']['input'];
};

export type LogoutInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  ok: Scalars['Boolean']['output'];
};

export type DeleteAccountInput = {
  confirm: Scalars['Boolean']['input'];
};

export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  ok: Scalars['Boolean']['output'];
};

export type EmailLinkCreateInput = {
  email: Scalars['String']['input'];
};

export type EmailLinkCreatePayload = {
  __typename?: 'EmailLinkCreatePayload';
  ok: Scalars['Boolean']['output'];
};

export type UserSetDisplayNameInput = {
  displayName: Scalars['String']['input'];
};

export type UserSetUsernameInput = {
  username: Scalars['String']['input'];
};

export type UserSetDateOfBirthInput = {
  dateOfBirth: Scalars['Date']['input'];
};

export type UserSetBioInput = {
  biography?: InputMaybe<Scalars['String']['input']>;
  genders?: InputMaybe<Array<Scalars['String']['input']>>;
  languages?: InputMaybe<Array<Scalars['String']['input']>>;
  relationshipStatus?: InputMaybe<RelationshipStatus>;
  sexualOrientation?: InputMaybe<SexualOrientation>;
};

export type UserSetBioAdInput = {
  biography?: InputMaybe<Scalars['String']['input']>;
  sexPositions?: InputMaybe<Array<SexPosition>>;
  behaviour?: InputMaybe<Behaviour>;
  safeSex?: InputMaybe<SafeSex>;
  canHost?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserSetInterestsInput = {
  interests: Array<Scalars['String']['input']>;
};

/** Every profile mutation returns the changed profile. */
export type ProfilePayload = {
  __typename?: 'ProfilePayload';
  profile: Profile;
  viewer: Viewer;
};

export type SetPrivacySettingsInput = {
  viewProfile?: InputMaybe<AccessPermission>;
  viewAge?: InputMaybe<AccessPermission>;
  startChat?: InputMaybe<AccessPermission>;
  viewKinks?: InputMaybe<AccessPermission>;
  viewAd?: InputMaybe<AccessPermission>;
  viewGroups?: InputMaybe<AccessPermission>;
  viewEvents?: InputMaybe<AccessPermission>;
  showLastOnline?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserHardKinkOptInSetInput = {
  optIn: Scalars['Boolean']['input'];
};

export type UserExplicitContentOptInSetInput = {
  optIn: Scalars['Boolean']['input'];
};

export type UserBlurUnrepliedPicturesSetInput = {
  blur: Scalars['Boolean']['input'];
};

export type ProfileUuidInput = {
  uuid: Scalars['String']['input'];
};

export type LikeProfilePayload = {
  __typename?: 'LikeProfilePayload';
  profile: Profile;
  relationType: Maybe<RelationType>;
  viewer: Viewer;
};

export type ExperimentTreatmentSetInput = {
  /** The experiment's key. */
  key: Scalars['String']['input'];
  treatment: Scalars['String']['input'];
};

export type ExperimentTreatmentSetPayload = {
  __typename?: 'ExperimentTreatmentSetPayload';
  experiment: Experiment;
};

export type BlockProfilePayload = {
  __typename?: 'BlockProfilePayload';
  profile: Maybe<Profile>;
  viewer: Viewer;
};

export type ProfileImageLikeInput = {
  id: Scalars['ID']['input'];
  liked: Scalars['Boolean']['input'];
};

export type ProfileImageLikePayload = {
  __typename?: 'ProfileImageLikePayload';
  profileImage: ProfileImage;
  likeCount: Scalars['Int']['output'];
};

export type UserProfileImageAddInput = {
  /** A data URL of a JPEG image. */
  image: Scalars['String']['input'];
  accessPermission?: InputMaybe<ImageAccessPermission>;
  contentRating?: InputMaybe<ContentRating>;
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<ImageType>;
  /** What the picture shows, for members who cannot see it: at most 250 characters; blank means none. */
  altText?: InputMaybe<Scalars['String']['input']>;
};

export type UserProfileImageAddPayload = {
  __typename?: 'UserProfileImageAddPayload';
  profileImageEdge: ProfileImageEdge;
  viewer: Viewer;
};

export type UserProfileImageEditInput = {
  id: Scalars['ID']['input'];
  accessPermission: ImageAccessPermission;
  /** Replaces the alt text when given (blank or null removes it); left alone when absent. */
  altText?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileImageIdInput = {
  id: Scalars['ID']['input'];
};

export type ProfileImagePayload = {
  __typename?: 'ProfileImagePayload';
  profileImage: ProfileImage;
  viewer: Viewer;
};

export type ProfileImageRemovePayload = {
  __typename?: 'ProfileImageRemovePayload';
  deletedId: Scalars['ID']['output'];
  viewer: Viewer;
};

export type ImageContentRatingSetInput = {
  uuid: Scalars['String']['input'];
  contentRating: ContentRating;
};

export type ImageContentRatingSetPayload = {
  __typename?: 'ImageContentRatingSetPayload';
  image: UploadedImage;
  profileImage: Maybe<ProfileImage>;
};

export type SonaCreateInput = {
  displayName: Scalars['String']['input'];
  speciesId: Scalars['Int']['input'];
  hasFursuit?: InputMaybe<Scalars['Boolean']['input']>;
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SonaEditInput = {
  id: Scalars['ID']['input'];
  displayName?: InputMaybe<Scalars['String']['input']>;
  speciesId?: InputMaybe<Scalars['Int']['input']>;
  hasFursuit?: InputMaybe<Scalars['Boolean']['input']>;
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SonaRemoveInput = {
  id: Scalars['ID']['input'];
};

export type SonaPayload = {
  __typename?: 'SonaPayload';
  sona: Sona;
  viewer: Viewer;
};

export type SonaRemovePayload = {
  __typename?: 'SonaRemovePayload';
  deletedId: Scalars['ID']['output'];
  viewer: Viewer;
};

export type UserLocationGpsUpdateInput = {
  longitude: Scalars['Float']['input'];
  latitude: Scalars['Float']['input'];
};

export type UserUpdateLocationInput = {
  type?: InputMaybe<LocationType>;
  placeId?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

export type UserSetHomePlaceInput = {
  placeId: Scalars['String']['input'];
};

export type UserSetLocationPrecisionInput = {
  precision: LocationPrecision;
};

export type UserResetLocationInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type UserAdModeInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

export type ChatRoomIdInput = {
  roomId: Scalars['String']['input'];
};

export type ChatRoomCreatePrivateInput = {
  profileUuid: Scalars['String']['input'];
};

export type ChatRoomRemoveInput = {
  roomId: Scalars['String']['input'];
  deleteForOther?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChatRoomMessageSendInput = {
  roomId: Scalars['String']['input'];
  message: ChatMessageInput;
  /** Client-generated id; a retried send with the same id is stored once. */
  clientMutationId: Scalars['String']['input'];
  /** The id of a message of the same room to quote: not a system message, not a deleted one. */
  replyToId?: InputMaybe<Scalars['ID']['input']>;
};

export type ChatMessageInput = {
  content: Scalars['String']['input'];
  /** Uploads from chatRoomPictureUpload the message carries, in order (at most 4); the text may then be empty. */
  pictureUuids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The sender marks the pictures explicit (After Dark). */
  isExplicit?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChatRoomMessageReactInput = {
  roomId: Scalars['String']['input'];
  seqId: Scalars['Int']['input'];
  /** One of the emoji in shared/reactions.ts. */
  emoji: Scalars['String']['input'];
  /** True to react with the emoji, false to take the reaction back; either again changes nothing. */
  reacted: Scalars['Boolean']['input'];
};

export type ChatRoomMessageReactPayload = {
  __typename?: 'ChatRoomMessageReactPayload';
  message: ChatRoomMessage;
};

export type ChatRoomMessageEditInput = {
  roomId: Scalars['String']['input'];
  seqId: Scalars['Int']['input'];
  /** The new text, under the same rules as a sent message. */
  message: ChatMessageInput;
};

export type ChatRoomMessageEditPayload = {
  __typename?: 'ChatRoomMessageEditPayload';
  message: ChatRoomMessage;
};

export type ChatRoomMessageDeleteInput = {
  roomId: Scalars['String']['input'];
  seqId: Scalars['Int']['input'];
};

export type ChatRoomReadMarkerUpdateInput = {
  roomId: Scalars['String']['input'];
  seqId: Scalars['Int']['input'];
};

export type ChatRoomPayload = {
  __typename?: 'ChatRoomPayload';
  room: ChatRoom;
  viewer: Viewer;
};

export type ChatRoomRemovePayload = {
  __typename?: 'ChatRoomRemovePayload';
  deletedRoomId: Scalars['ID']['output'];
  viewer: Viewer;
};

export type ChatRoomPictureUploadInput = {
  roomId: Scalars['String']['input'];
  /** A JPEG as a base64 data URL, as for gallery pictures. */
  image: Scalars['String']['input'];
};

/** An uploaded picture, waiting for the message that will carry it. */
export type ChatRoomPictureUploadPayload = {
  __typename?: 'ChatRoomPictureUploadPayload';
  uuid: Scalars['String']['output'];
  width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  blurHash: Scalars['String']['output'];
};

export type ChatRoomMessageSendPayload = {
  __typename?: 'ChatRoomMessageSendPayload';
  messageEdge: ChatRoomMessageEdge;
  room: ChatRoom;
};

export type ChatRoomMessageDeletePayload = {
  __typename?: 'ChatRoomMessageDeletePayload';
  message: ChatRoomMessage;
};

export type ChatRoomReadMarkerUpdatePayload = {
  __typename?: 'ChatRoomReadMarkerUpdatePayload';
  room: ChatRoom;
  lastReadSeqId: Scalars['Int']['output'];
  viewer: Viewer;
};

export type ChatRoomTypingPayload = {
  __typename?: 'ChatRoomTypingPayload';
  ok: Scalars['Boolean']['output'];
};

export type NewsItemDismissInput = {
  id: Scalars['ID']['input'];
};

export type NewsItemDismissPayload = {
  __typename?: 'NewsItemDismissPayload';
  dismissedId: Scalars['ID']['output'];
};

export type PublishConnectionTestInput = {
  channel: Scalars['String']['input'];
  message: Scalars['String']['input'];
};

export type PublishConnectionTestPayload = {
  __typename?: 'PublishConnectionTestPayload';
  ok: Scalars['Boolean']['output'];
};

export type ReportProfileInput = {
  /** The reported profile. */
  uuid: Scalars['String']['input'];
  reason: ReportReason;
  /** What is wrong, in the reporter's words: required for OTHER, at most 1,000 characters. */
  details?: InputMaybe<Scalars['String']['input']>;
  /** The reported chat message (its id), when reported from a chat room. */
  messageId?: InputMaybe<Scalars['ID']['input']>;
  /** The reported profile image (its id), when reported from the lightbox. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReportProfilePayload = {
  __typename?: 'ReportProfilePayload';
  /** The reported profile, still there to block; null when the reporter cannot see it. */
  profile: Maybe<Profile>;
};

export type ModerationReportInput = {
  reportId: Scalars['ID']['input'];
  /** Why, for the audit log; at most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type ModerationSuspendAccountInput = {
  reportId: Scalars['ID']['input'];
  /** Why, as the member is told at their next login; at most 500 characters. */
  reason: Scalars['String']['input'];
  /** When the suspension ends; null or absent for an indefinite one. */
  until?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ModerationReportPayload = {
  __typename?: 'ModerationReportPayload';
  report: ModerationReport;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Revokes the access token the request was made with. */
  logout: LogoutPayload;
  deleteAccount: DeleteAccountPayload;
  emailLinkCreate: EmailLinkCreatePayload;
  userSetDisplayName: ProfilePayload;
  userSetUsername: ProfilePayload;
  userSetDateOfBirth: ProfilePayload;
  userSetBio: ProfilePayload;
  userSetBioAd: ProfilePayload;
  userSetInterests: ProfilePayload;
  setPrivacySettings: ProfilePayload;
  userHardKinkOptInSet: ProfilePayload;
  userExplicitContentOptInSet: ProfilePayload;
  userBlurUnrepliedPicturesSet: ProfilePayload;
  userHideProfile: BlockProfilePayload;
  userUnhideProfile: BlockProfilePayload;
  /** Chooses the viewer's treatment of an experiment (control clears it); refused for an experiment the viewer may not choose. */
  experimentTreatmentSet: ExperimentTreatmentSetPayload;
  userBlockProfile: BlockProfilePayload;
  userUnblockProfile: BlockProfilePayload;
  userLockAdMode: ProfilePayload;
  userUnlockAdMode: ProfilePayload;
  likeProfile: LikeProfilePayload;
  unlikeProfile: LikeProfilePayload;
  profileImageLike: ProfileImageLikePayload;
  userProfileImageAdd: UserProfileImageAddPayload;
  userProfileImageEdit: ProfileImagePayload;
  userProfileImageRemove: ProfileImageRemovePayload;
  userProfileImageSet: ProfileImagePayload;
  /** Makes one of the member's images the header image of its persona (safe or After Dark). */
  userProfileHeaderImageSet: ProfileImagePayload;
  imageContentRatingSet: ImageContentRatingSetPayload;
  sonaCreate: SonaPayload;
  sonaEdit: SonaPayload;
  sonaRemove: SonaRemovePayload;
  userLocationGpsUpdate: ProfilePayload;
  userUpdateLocation: ProfilePayload;
  userSetHomePlace: ProfilePayload;
  userSetLocationPrecision: ProfilePayload;
  userResetLocation: ProfilePayload;
  chatRoomArchive: ChatRoomPayload;
  chatRoomUnarchive: ChatRoomPayload;
  chatRoomCreatePrivate: ChatRoomPayload;
  chatRoomLeave: ChatRoomRemovePayload;
  chatRoomRemove: ChatRoomRemovePayload;
  chatRoomRequestAccept: ChatRoomPayload;
  chatRoomRequestReject: ChatRoomRemovePayload;
  chatRoomMessageSend: ChatRoomMessageSendPayload;
  /** Upload a picture for a message about to be sent in one of the viewer's rooms. */
  chatRoomPictureUpload: ChatRoomPictureUploadPayload;
  chatRoomMessageDelete: ChatRoomMessageDeletePayload;
  /** Change the text of one's own text message, within 15 minutes of sending it (shared/chatEdits.ts). */
  chatRoomMessageEdit: ChatRoomMessageEditPayload;
  /** React to a message with an emoji, or take the reaction back (one per member per emoji per message). */
  chatRoomMessageReact: ChatRoomMessageReactPayload;
  chatRoomReadMarkerUpdate: ChatRoomReadMarkerUpdatePayload;
  chatRoomStartTyping: ChatRoomTypingPayload;
  chatRoomStopTyping: ChatRoomTypingPayload;
  newsItemDismiss: NewsItemDismissPayload;
  /** Staff only: corrects a member's date of birth, on record with a reason; crossing 18 ends every tie to the other pool. */
  correctDateOfBirth: CorrectDateOfBirthPayload;
  /** Staff only: the debug screen's connection test; publishes the message to everyone subscribed to the channel. Limited per member. */
  publishConnectionTest: PublishConnectionTestPayload;
  /** Reports a profile, optionally with the message or image the reporter saw; limited per member. */
  reportProfile: ReportProfilePayload;
  /** Staff only: closes an open report without action. */
  moderationDismissReport: ModerationReportPayload;
  /** Staff only: removes the message or image the report names. */
  moderationRemoveContent: ModerationReportPayload;
  /** Staff only: suspends the reported account, ending its sessions and hiding it from everyone. */
  moderationSuspendAccount: ModerationReportPayload;
  /** Marks one of the viewer's notifications read; null notification when it is not theirs. */
  notificationRead: NotificationReadPayload;
  notificationsMarkAllRead: NotificationsMarkAllReadPayload;
  notificationPreferencesSet: NotificationPreferencesPayload;
  /** Stores this device's push subscription for the viewer (one row per endpoint). */
  pushSubscriptionAdd: PushSubscriptionPayload;
  pushSubscriptionRemove: PushSubscriptionPayload;
  /** Tells the server whether a tab is visible: for ONLINE presence and for 'not while I'm active'. */
  presenceSet: PresenceSetPayload;
  /** Makes a group with the viewer as its owner, in the viewer's age pool. Limited per member per day and in all. */
  groupCreate: GroupPayload;
  /** Open group: member at once; closed: a request. Refused when banned, blocked, other pool, not onboarded. */
  groupJoin: GroupPayload;
  /** Leave, or withdraw a request. The owner must hand over first (refused in member words) unless they are the only member, which closes the group. */
  groupLeave: GroupPayload;
  /** Moderators: the requester becomes a member. */
  groupRequestApprove: GroupMemberPayload;
  /** Moderators: the request is dropped. */
  groupRequestDecline: GroupMemberPayload;
  /** Moderators: takes a member out of the group (never the owner; a moderator only by the owner), optionally barring them from rejoining. */
  groupMemberRemove: GroupMemberPayload;
  /** Owner only. */
  groupModeratorSet: GroupMemberPayload;
  /** Owner only: the member becomes owner, the old owner a moderator. */
  groupOwnershipTransfer: GroupMemberPayload;
  /** Content Preferences: hide a group from the directory and from profiles. */
  groupBlock: GroupBlockPayload;
  groupUnblock: GroupBlockPayload;
  /** Members who may post only. Limited per member (see the README). */
  groupThreadCreate: GroupThreadPayload;
  /** Members who may post only. Limited per member (see the README). */
  groupReplyCreate: GroupReplyPayload;
  /** Its author, the thread's author (for a reply) or a moderator of the group. */
  groupPostDelete: GroupPostDeletePayload;
  /** To Snoot's moderation queue, with the post as evidence. Limited like reportProfile. */
  groupPostReport: GroupPostReportPayload;
  /** Makes an event with the viewer as its host, in the viewer's age pool. Limited per member per day. */
  eventCreate: EventPayload;
  /** The host or a host-group moderator. Changing the begin or end notifies attendees (EVENT_CHANGED) and moves reminders. */
  eventUpdate: EventPayload;
  /** The host or a host-group moderator; attendees are notified (EVENT_CANCELLED). Refused once ended. */
  eventCancel: EventPayload;
  /**
   * GOING (on the waiting list when full), INTERESTED or NONE (withdraw). Leaving Going promotes the first waiting
   * member (EVENT_PROMOTED). Refused when cancelled, ended, blocked either way with the host, other pool, not onboarded.
   */
  eventRsvp: EventPayload;
  /** Reports an event to the moderation queue (the event as evidence). */
  eventReport: EventReportPayload;
};


export type MutationLogoutArgs = {
  input?: InputMaybe<LogoutInput>;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationEmailLinkCreateArgs = {
  input: EmailLinkCreateInput;
};


export type MutationUserSetDisplayNameArgs = {
  input: UserSetDisplayNameInput;
};


export type MutationUserSetUsernameArgs = {
  input: UserSetUsernameInput;
};


export type MutationUserSetDateOfBirthArgs = {
  input: UserSetDateOfBirthInput;
};


export type MutationUserSetBioArgs = {
  input: UserSetBioInput;
};


export type MutationUserSetBioAdArgs = {
  input: UserSetBioAdInput;
};


export type MutationUserSetInterestsArgs = {
  input: UserSetInterestsInput;
};


export type MutationSetPrivacySettingsArgs = {
  input: SetPrivacySettingsInput;
};


export type MutationUserHardKinkOptInSetArgs = {
  input: UserHardKinkOptInSetInput;
};


export type MutationUserExplicitContentOptInSetArgs = {
  input: UserExplicitContentOptInSetInput;
};


export type MutationUserBlurUnrepliedPicturesSetArgs = {
  input: UserBlurUnrepliedPicturesSetInput;
};


export type MutationUserHideProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationUserUnhideProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationExperimentTreatmentSetArgs = {
  input: ExperimentTreatmentSetInput;
};


export type MutationUserBlockProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationUserUnblockProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationUserLockAdModeArgs = {
  input?: InputMaybe<UserAdModeInput>;
};


export type MutationUserUnlockAdModeArgs = {
  input?: InputMaybe<UserAdModeInput>;
};


export type MutationLikeProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationUnlikeProfileArgs = {
  input: ProfileUuidInput;
};


export type MutationProfileImageLikeArgs = {
  input: ProfileImageLikeInput;
};


export type MutationUserProfileImageAddArgs = {
  input: UserProfileImageAddInput;
};


export type MutationUserProfileImageEditArgs = {
  input: UserProfileImageEditInput;
};


export type MutationUserProfileImageRemoveArgs = {
  input: ProfileImageIdInput;
};


export type MutationUserProfileImageSetArgs = {
  input: ProfileImageIdInput;
};


export type MutationUserProfileHeaderImageSetArgs = {
  input: ProfileImageIdInput;
};


export type MutationImageContentRatingSetArgs = {
  input: ImageContentRatingSetInput;
};


export type MutationSonaCreateArgs = {
  input: SonaCreateInput;
};


export type MutationSonaEditArgs = {
  input: SonaEditInput;
};


export type MutationSonaRemoveArgs = {
  input: SonaRemoveInput;
};


export type MutationUserLocationGpsUpdateArgs = {
  input: UserLocationGpsUpdateInput;
};


export type MutationUserUpdateLocationArgs = {
  input: UserUpdateLocationInput;
};


export type MutationUserSetHomePlaceArgs = {
  input: UserSetHomePlaceInput;
};


export type MutationUserSetLocationPrecisionArgs = {
  input: UserSetLocationPrecisionInput;
};


export type MutationUserResetLocationArgs = {
  input?: InputMaybe<UserResetLocationInput>;
};


export type MutationChatRoomArchiveArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomUnarchiveArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomCreatePrivateArgs = {
  input: ChatRoomCreatePrivateInput;
};


export type MutationChatRoomLeaveArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomRemoveArgs = {
  input: ChatRoomRemoveInput;
};


export type MutationChatRoomRequestAcceptArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomRequestRejectArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomMessageSendArgs = {
  input: ChatRoomMessageSendInput;
};


export type MutationChatRoomPictureUploadArgs = {
  input: ChatRoomPictureUploadInput;
};


export type MutationChatRoomMessageDeleteArgs = {
  input: ChatRoomMessageDeleteInput;
};


export type MutationChatRoomMessageEditArgs = {
  input: ChatRoomMessageEditInput;
};


export type MutationChatRoomMessageReactArgs = {
  input: ChatRoomMessageReactInput;
};


export type MutationChatRoomReadMarkerUpdateArgs = {
  input: ChatRoomReadMarkerUpdateInput;
};


export type MutationChatRoomStartTypingArgs = {
  input: ChatRoomIdInput;
};


export type MutationChatRoomStopTypingArgs = {
  input: ChatRoomIdInput;
};


export type MutationNewsItemDismissArgs = {
  input: NewsItemDismissInput;
};


export type MutationCorrectDateOfBirthArgs = {
  input: CorrectDateOfBirthInput;
};


export type MutationPublishConnectionTestArgs = {
  input: PublishConnectionTestInput;
};


export type MutationReportProfileArgs = {
  input: ReportProfileInput;
};


export type MutationModerationDismissReportArgs = {
  input: ModerationReportInput;
};


export type MutationModerationRemoveContentArgs = {
  input: ModerationReportInput;
};


export type MutationModerationSuspendAccountArgs = {
  input: ModerationSuspendAccountInput;
};


export type MutationNotificationReadArgs = {
  input: NotificationReadInput;
};


export type MutationNotificationsMarkAllReadArgs = {
  input?: InputMaybe<NotificationsMarkAllReadInput>;
};


export type MutationNotificationPreferencesSetArgs = {
  input: NotificationPreferencesInput;
};


export type MutationPushSubscriptionAddArgs = {
  input: PushSubscriptionAddInput;
};


export type MutationPushSubscriptionRemoveArgs = {
  input: PushSubscriptionRemoveInput;
};


export type MutationPresenceSetArgs = {
  input: PresenceSetInput;
};


export type MutationGroupCreateArgs = {
  input: GroupCreateInput;
};


export type MutationGroupJoinArgs = {
  input: GroupIdInput;
};


export type MutationGroupLeaveArgs = {
  input: GroupIdInput;
};


export type MutationGroupRequestApproveArgs = {
  input: GroupMemberInput;
};


export type MutationGroupRequestDeclineArgs = {
  input: GroupMemberInput;
};


export type MutationGroupMemberRemoveArgs = {
  input: GroupMemberRemoveInput;
};


export type MutationGroupModeratorSetArgs = {
  input: GroupModeratorSetInput;
};


export type MutationGroupOwnershipTransferArgs = {
  input: GroupMemberInput;
};


export type MutationGroupBlockArgs = {
  input: GroupIdInput;
};


export type MutationGroupUnblockArgs = {
  input: GroupIdInput;
};


export type MutationGroupThreadCreateArgs = {
  input: GroupThreadCreateInput;
};


export type MutationGroupReplyCreateArgs = {
  input: GroupReplyCreateInput;
};


export type MutationGroupPostDeleteArgs = {
  input: GroupPostDeleteInput;
};


export type MutationGroupPostReportArgs = {
  input: GroupPostReportInput;
};


export type MutationEventCreateArgs = {
  input: EventCreateInput;
};


export type MutationEventUpdateArgs = {
  input: EventUpdateInput;
};


export type MutationEventCancelArgs = {
  input: EventIdInput;
};


export type MutationEventRsvpArgs = {
  input: EventRsvpInput;
};


export type MutationEventReportArgs = {
  input: EventReportInput;
};

/** A member's date of birth as the team sees it, with every correction made to it. */
export type DateOfBirthRecord = {
  __typename?: 'DateOfBirthRecord';
  id: Scalars['ID']['output'];
  profileUuid: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  dateOfBirth: Maybe<Scalars['Date']['output']>;
  age: Maybe<Scalars['Int']['output']>;
  isAdult: Scalars['Boolean']['output'];
  /** Newest first: this account's and those of the other accounts of its login emails. */
  corrections: Array<DateOfBirthCorrection>;
  /** The other accounts that logged in with one of this member's login emails, such as a deleted one whose decisions this account took on. */
  sameEmailAccounts: Array<ModeratedProfile>;
};

export type DateOfBirthCorrection = {
  __typename?: 'DateOfBirthCorrection';
  id: Scalars['ID']['output'];
  /** The account it was made on: the member's own, or another account of their login emails. */
  profileUuid: Scalars['String']['output'];
  correctedAt: Scalars['DateTime']['output'];
  /** The team member who made it; null once their account is gone. */
  correctedByName: Maybe<Scalars['String']['output']>;
  oldDateOfBirth: Maybe<Scalars['Date']['output']>;
  newDateOfBirth: Scalars['Date']['output'];
  reason: Scalars['String']['output'];
};

export type CorrectDateOfBirthInput = {
  profileUuid: Scalars['String']['input'];
  dateOfBirth: Scalars['Date']['input'];
  reason: Scalars['String']['input'];
};

export type CorrectDateOfBirthPayload = {
  __typename?: 'CorrectDateOfBirthPayload';
  record: DateOfBirthRecord;
};

export type GroupCreateInput = {
  /** 2 to 50 characters; names that pass for staff or Snoot are refused. */
  displayName: Scalars['String']['input'];
  /** At most 2,000 characters. */
  description: Scalars['String']['input'];
  /** At most 2,000 characters. */
  rules?: InputMaybe<Scalars['String']['input']>;
  joinPolicy: GroupJoinPolicy;
  /** Only adults who opted in to After Dark. */
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  /** A place from places(query:). */
  placeId?: InputMaybe<Scalars['String']['input']>;
  /** A JPEG data URL (the existing upload pipeline). */
  image?: InputMaybe<Scalars['String']['input']>;
};

export type GroupIdInput = {
  groupId: Scalars['ID']['input'];
};

export type GroupMemberInput = {
  groupId: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
};

export type GroupMemberRemoveInput = {
  groupId: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
  /** Also bar them from rejoining. */
  ban?: InputMaybe<Scalars['Boolean']['input']>;
};

export type GroupModeratorSetInput = {
  groupId: Scalars['ID']['input'];
  profileId: Scalars['ID']['input'];
  isModerator: Scalars['Boolean']['input'];
};

export type GroupPayload = {
  __typename?: 'GroupPayload';
  group: Group;
  viewer: Viewer;
};

export type GroupMemberPayload = {
  __typename?: 'GroupMemberPayload';
  group: Group;
  /** The member's entry; null once removed or declined. */
  member: Maybe<GroupMember>;
  /** Id of the entry taken off a list (declined request, removed member). */
  removedMemberId: Maybe<Scalars['ID']['output']>;
};

export type GroupBlockPayload = {
  __typename?: 'GroupBlockPayload';
  viewer: Viewer;
};

/** A thread of a group's discussion: a title, a text and its replies, for members of the group's pool who may see the group. */
export type GroupThread = Node & {
  __typename?: 'GroupThread';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  group: Group;
  /** At most 120 characters. */
  title: Scalars['String']['output'];
  /** At most 4,000 characters. */
  content: Scalars['String']['output'];
  /** Null when the viewer may not see the author (shown as 'Private profile'). */
  author: Maybe<Profile>;
  createdAt: Scalars['DateTime']['output'];
  /** When the thread or its newest reply was posted. */
  lastActivityAt: Scalars['DateTime']['output'];
  /** Replies the viewer may see. */
  replyCount: Scalars['Int']['output'];
  /** Author of the thread or a moderator of the group. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Oldest first. */
  replies: GroupReplyConnection;
};


/** A thread of a group's discussion: a title, a text and its replies, for members of the group's pool who may see the group. */
export type GroupThreadRepliesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A reply in a group thread. */
export type GroupReply = Node & {
  __typename?: 'GroupReply';
  id: Scalars['ID']['output'];
  uuid: Scalars['String']['output'];
  /** At most 4,000 characters. */
  content: Scalars['String']['output'];
  /** Null when the viewer may not see the author (shown as 'Private profile'). */
  author: Maybe<Profile>;
  createdAt: Scalars['DateTime']['output'];
  /** Its author, the thread's author or a moderator of the group. */
  viewerCanDelete: Scalars['Boolean']['output'];
};

export type GroupThreadEdge = {
  __typename?: 'GroupThreadEdge';
  cursor: Scalars['String']['output'];
  node: GroupThread;
};

export type GroupThreadConnection = {
  __typename?: 'GroupThreadConnection';
  edges: Array<GroupThreadEdge>;
  pageInfo: PageInfo;
};

export type GroupReplyEdge = {
  __typename?: 'GroupReplyEdge';
  cursor: Scalars['String']['output'];
  node: GroupReply;
};

export type GroupReplyConnection = {
  __typename?: 'GroupReplyConnection';
  edges: Array<GroupReplyEdge>;
  pageInfo: PageInfo;
};

export type GroupThreadCreateInput = {
  groupId: Scalars['ID']['input'];
  /** 1 to 120 characters. */
  title: Scalars['String']['input'];
  /** 1 to 4,000 characters. */
  content: Scalars['String']['input'];
};

export type GroupReplyCreateInput = {
  threadId: Scalars['ID']['input'];
  /** 1 to 4,000 characters. */
  content: Scalars['String']['input'];
};

export type GroupPostDeleteInput = {
  /** A thread's or a reply's id. */
  postId: Scalars['ID']['input'];
};

export type GroupPostReportInput = {
  /** A thread's or a reply's id. */
  postId: Scalars['ID']['input'];
  reason: ReportReason;
  /** What is wrong, in the reporter's words: required for OTHER, at most 1,000 characters. */
  details?: InputMaybe<Scalars['String']['input']>;
};

export type GroupThreadPayload = {
  __typename?: 'GroupThreadPayload';
  threadEdge: GroupThreadEdge;
  group: Group;
};

export type GroupReplyPayload = {
  __typename?: 'GroupReplyPayload';
  replyEdge: GroupReplyEdge;
  thread: GroupThread;
};

export type GroupPostDeletePayload = {
  __typename?: 'GroupPostDeletePayload';
  deletedId: Scalars['ID']['output'];
  /** The thread, when a reply was deleted. */
  thread: Maybe<GroupThread>;
  group: Group;
};

export type GroupPostReportPayload = {
  __typename?: 'GroupPostReportPayload';
  /** Whether the report was taken. */
  ok: Scalars['Boolean']['output'];
};

export type GroupThreadEventKind =
  | 'REPLY_ADDED'
  | 'REPLY_DELETED'
  | 'THREAD_DELETED';

/** Something that happened in a thread, judged for each subscriber. */
export type GroupThreadEvent = {
  __typename?: 'GroupThreadEvent';
  kind: GroupThreadEventKind;
  /** For REPLY_ADDED; judged for each subscriber (author null when hidden from them). */
  reply: Maybe<GroupReply>;
  /** The reply or thread taken away, for REPLY_DELETED and THREAD_DELETED. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** The thread as it is now (its reply count and last activity); null once deleted. */
  thread: Maybe<GroupThread>;
};

/** A reported group thread or reply, as staff see it whatever the group's rules say. */
export type ModeratedGroupPost = {
  __typename?: 'ModeratedGroupPost';
  id: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  /** The thread's title, for a thread; null for a reply or once removed. */
  title: Maybe<Scalars['String']['output']>;
  /** Null once removed. */
  content: Maybe<Scalars['String']['output']>;
  isRemoved: Scalars['Boolean']['output'];
};

export type ConnectionTestEvent = {
  __typename?: 'ConnectionTestEvent';
  channel: Scalars['String']['output'];
  message: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** SubscribeChatRooms: message and read-marker events for all the viewer's rooms. */
  chatRooms: ChatRoomEvent;
  /** SubscribeChatRoom(roomId): messages, typing and read markers of one room. */
  chatRoom: ChatRoomEvent;
  /** Staff only: SubscribeConnectionTest(channel 'default'), the debug screen's connection test. Limited per member. */
  connectionTest: ConnectionTestEvent;
  /** The viewer's new and updated notifications, judged by the rules as they stand when each is sent. */
  notifications: NotificationEvent;
  /** One member's presence as it changes (an open chat's header). Refused for a profile the viewer may not see; silent while they may not. */
  profilePresence: ProfilePresenceEvent;
  /** New and deleted replies of one thread, for members who may see it; refused otherwise. */
  groupThread: GroupThreadEvent;
};


export type SubscriptionChatRoomArgs = {
  roomId: Scalars['String']['input'];
};


export type SubscriptionConnectionTestArgs = {
  channel: Scalars['String']['input'];
};


export type SubscriptionProfilePresenceArgs = {
  profileId: Scalars['ID']['input'];
};


export type SubscriptionGroupThreadArgs = {
  threadId: Scalars['ID']['input'];
};

export type EventCreateInput = {
  /** 2 to 80 characters; names that pass for staff or Snoot are refused. */
  displayName: Scalars['String']['input'];
  /** At most 4,000 characters. */
  description: Scalars['String']['input'];
  /** In the future; before eventEndAt; at most 14 days long. */
  eventBeginAt: Scalars['DateTime']['input'];
  eventEndAt: Scalars['DateTime']['input'];
  /** IANA zone, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['input'];
  /** A place from places(query:). */
  placeId: Scalars['String']['input'];
  /** At most 200 characters; shown only to members Going. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 10,000; null for no limit. */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** Only adults who opted in to After Dark. */
  isAd?: InputMaybe<Scalars['Boolean']['input']>;
  /** A group the viewer moderates or owns, of the same pool (After Dark event only in an After Dark group and back). */
  hostGroupId?: InputMaybe<Scalars['ID']['input']>;
  /** A JPEG data URL (the existing upload pipeline). */
  image?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change. */
export type EventUpdateInput = {
  eventId: Scalars['ID']['input'];
  displayName?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  eventBeginAt?: InputMaybe<Scalars['DateTime']['input']>;
  eventEndAt?: InputMaybe<Scalars['DateTime']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  placeId?: InputMaybe<Scalars['String']['input']>;
  /** null takes the address away. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Not below the members already Going; null lifts the limit (everyone waiting goes). */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
};

export type EventIdInput = {
  eventId: Scalars['ID']['input'];
};

export type EventRsvpInput = {
  eventId: Scalars['ID']['input'];
  status: EventViewerStatus;
};

export type EventReportInput = {
  eventId: Scalars['ID']['input'];
  reason: ReportReason;
  /** Required for OTHER, at most 1,000 characters. */
  details?: InputMaybe<Scalars['String']['input']>;
};

export type EventPayload = {
  __typename?: 'EventPayload';
  event: Event;
  viewer: Viewer;
};

export type EventReportPayload = {
  __typename?: 'EventReportPayload';
  ok: Scalars['Boolean']['output'];
};

/** A reported event, as staff see it whatever its rules say. */
export type ModeratedEvent = {
  __typename?: 'ModeratedEvent';
  id: Scalars['ID']['output'];
  displayName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  eventBeginAt: Scalars['DateTime']['output'];
  isCancelled: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ChatMessagePayload:
    | ( ChatMessageTextPayload )
    | ( ChatMessageSystemPayload )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( ViewerSource & { __typename: 'Viewer' } )
    | ( ProfileRow & { __typename: 'Profile' } )
    | ( GazetteerPlace & { __typename: 'Place' } )
    | ( SocialAccountRow & { __typename: 'SocialAccount' } )
    | ( SpeciesRow & { __typename: 'Species' } )
    | ( SonaRow & { __typename: 'Sona' } )
    | ( KinkSource & { __typename: 'Kink' } )
    | ( InterestRow & { __typename: 'Interest' } )
    | ( GroupSource & { __typename: 'Group' } )
    | ( EventSource & { __typename: 'Event' } )
    | ( ProfileImageSource & { __typename: 'ProfileImage' } )
    | ( ChatParticipantRow & { __typename: 'ChatRoomParticipant' } )
    | ( MessageRow & { __typename: 'ChatRoomMessage' } )
    | ( RoomView & { __typename: 'ChatRoom' } )
    | ( NotificationRow & { __typename: 'Notification' } )
    | ( FlagRow & { __typename: 'FeatureFlag' } )
    | ( ExperimentRow & { __typename: 'Experiment' } )
    | ( NewsRow & { __typename: 'NewsItem' } )
    | ( GroupThreadSource & { __typename: 'GroupThread' } )
    | ( GroupReplySource & { __typename: 'GroupReply' } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ContentRating: ResolverTypeWrapper<string>;
  ImageAccessPermission: ResolverTypeWrapper<string>;
  AccessPermission: ResolverTypeWrapper<string>;
  RelationType: ResolverTypeWrapper<string>;
  RelationshipStatus: ResolverTypeWrapper<string>;
  Behaviour: ResolverTypeWrapper<string>;
  SexPosition: ResolverTypeWrapper<string>;
  SafeSex: ResolverTypeWrapper<string>;
  SexualOrientation: ResolverTypeWrapper<string>;
  SocialNetwork: ResolverTypeWrapper<string>;
  LocationPrecision: ResolverTypeWrapper<string>;
  LocationType: ResolverTypeWrapper<string>;
  LocationSearchType: ResolverTypeWrapper<string>;
  AccountProviderType: ResolverTypeWrapper<string>;
  ImageType: ResolverTypeWrapper<string>;
  Role: ResolverTypeWrapper<string>;
  NewsAudience: ResolverTypeWrapper<string>;
  ExperimentType: ResolverTypeWrapper<string>;
  ChatRoomStatus: ResolverTypeWrapper<string>;
  ChatRoomType: ResolverTypeWrapper<string>;
  ChatRoomFilter: ResolverTypeWrapper<string>;
  ChatRoomEventKind: ResolverTypeWrapper<string>;
  AccountProvider: ResolverTypeWrapper<Omit<AccountProvider, 'type'> & { type: ResolversTypes['AccountProviderType'] }>;
  ActivitySummary: ResolverTypeWrapper<ActivitySummary>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ContentOptions: ResolverTypeWrapper<ContentOptions>;
  BlockedProfile: ResolverTypeWrapper<BlockedProfile>;
  BlockedGroup: ResolverTypeWrapper<BlockedGroup>;
  BlockedContent: ResolverTypeWrapper<BlockedContent>;
  BoopTransfer: ResolverTypeWrapper<Omit<BoopTransfer, 'from' | 'to'> & { from?: Maybe<ResolversTypes['Profile']>, to?: Maybe<ResolversTypes['Profile']> }>;
  BoopBalance: ResolverTypeWrapper<Omit<BoopBalance, 'history'> & { history: Array<ResolversTypes['BoopTransfer']> }>;
  Viewer: ResolverTypeWrapper<ViewerSource>;
  ProfileRole: ResolverTypeWrapper<Omit<ProfileRole, 'name'> & { name: ResolversTypes['Role'] }>;
  Profile: ResolverTypeWrapper<ProfileRow>;
  Presence: ResolverTypeWrapper<string>;
  ProfilePresenceEvent: ResolverTypeWrapper<Omit<ProfilePresenceEvent, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  ProfileActionPermission: ResolverTypeWrapper<ProfileActionPermission>;
  ProfileEdge: ResolverTypeWrapper<Omit<ProfileEdge, 'node'> & { node: ResolversTypes['Profile'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ProfileConnection: ResolverTypeWrapper<Omit<ProfileConnection, 'edges'> & { edges: Array<ResolversTypes['ProfileEdge']> }>;
  PrivacySettings: ResolverTypeWrapper<Omit<PrivacySettings, 'viewProfile' | 'viewAge' | 'startChat' | 'viewKinks' | 'viewAd' | 'viewGroups' | 'viewEvents'> & { viewProfile: ResolversTypes['AccessPermission'], viewAge: ResolversTypes['AccessPermission'], startChat: ResolversTypes['AccessPermission'], viewKinks: ResolversTypes['AccessPermission'], viewAd: ResolversTypes['AccessPermission'], viewGroups: ResolversTypes['AccessPermission'], viewEvents: ResolversTypes['AccessPermission'] }>;
  Place: ResolverTypeWrapper<GazetteerPlace>;
  ProfileLocation: ResolverTypeWrapper<Omit<ProfileLocation, 'type' | 'precision'> & { type: ResolversTypes['LocationType'], precision: ResolversTypes['LocationPrecision'] }>;
  Bio: ResolverTypeWrapper<ProfileRow>;
  Hobby: ResolverTypeWrapper<Omit<Hobby, 'interest'> & { interest: ResolversTypes['Interest'] }>;
  BioAd: ResolverTypeWrapper<Omit<BioAd, 'sexPositions' | 'behaviour' | 'safeSex'> & { sexPositions: Array<ResolversTypes['SexPosition']>, behaviour?: Maybe<ResolversTypes['Behaviour']>, safeSex?: Maybe<ResolversTypes['SafeSex']> }>;
  SocialAccount: ResolverTypeWrapper<SocialAccountRow>;
  Species: ResolverTypeWrapper<SpeciesRow>;
  Sona: ResolverTypeWrapper<SonaRow>;
  Kink: ResolverTypeWrapper<KinkSource>;
  ProfileKink: ResolverTypeWrapper<KinkRow>;
  Interest: ResolverTypeWrapper<InterestRow>;
  GroupRole: ResolverTypeWrapper<string>;
  GroupJoinPolicy: ResolverTypeWrapper<string>;
  GroupViewerStatus: ResolverTypeWrapper<string>;
  Group: ResolverTypeWrapper<GroupSource>;
  GroupMember: ResolverTypeWrapper<Omit<GroupMember, 'profile' | 'role'> & { profile: ResolversTypes['Profile'], role?: Maybe<ResolversTypes['GroupRole']> }>;
  GroupMemberEdge: ResolverTypeWrapper<Omit<GroupMemberEdge, 'node'> & { node: ResolversTypes['GroupMember'] }>;
  GroupMemberConnection: ResolverTypeWrapper<Omit<GroupMemberConnection, 'edges'> & { edges: Array<ResolversTypes['GroupMemberEdge']> }>;
  GroupEdge: ResolverTypeWrapper<Omit<GroupEdge, 'node'> & { node: ResolversTypes['Group'] }>;
  GroupConnection: ResolverTypeWrapper<Omit<GroupConnection, 'edges'> & { edges: Array<ResolversTypes['GroupEdge']> }>;
  ProfileGroup: ResolverTypeWrapper<GroupRow>;
  Event: ResolverTypeWrapper<EventSource>;
  EventViewerStatus: ResolverTypeWrapper<string>;
  EventAttendee: ResolverTypeWrapper<Omit<EventAttendee, 'profile' | 'status'> & { profile: ResolversTypes['Profile'], status: ResolversTypes['EventViewerStatus'] }>;
  EventAttendeeEdge: ResolverTypeWrapper<Omit<EventAttendeeEdge, 'node'> & { node: ResolversTypes['EventAttendee'] }>;
  EventAttendeeConnection: ResolverTypeWrapper<Omit<EventAttendeeConnection, 'edges'> & { edges: Array<ResolversTypes['EventAttendeeEdge']> }>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node: ResolversTypes['Event'] }>;
  EventConnection: ResolverTypeWrapper<Omit<EventConnection, 'edges'> & { edges: Array<ResolversTypes['EventEdge']> }>;
  EventWhen: ResolverTypeWrapper<string>;
  ProfileEvent: ResolverTypeWrapper<ProfileEventRow>;
  RecentTrack: ResolverTypeWrapper<RecentTrack>;
  UploadedImage: ResolverTypeWrapper<UploadedImageSource>;
  ProfileImage: ResolverTypeWrapper<ProfileImageSource>;
  ProfileImageEdge: ResolverTypeWrapper<Omit<ProfileImageEdge, 'node'> & { node: ResolversTypes['ProfileImage'] }>;
  ProfileImageConnection: ResolverTypeWrapper<Omit<ProfileImageConnection, 'edges'> & { edges: Array<ResolversTypes['ProfileImageEdge']> }>;
  ChatRoomParticipant: ResolverTypeWrapper<ChatParticipantRow>;
  ChatMessageTextPayload: ResolverTypeWrapper<ChatMessageTextPayload>;
  ChatMessageSystemPayload: ResolverTypeWrapper<ChatMessageSystemPayload>;
  ChatMessagePayload: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChatMessagePayload']>;
  ChatRoomMessage: ResolverTypeWrapper<MessageRow>;
  ChatMessagePicture: ResolverTypeWrapper<ChatPictureRow>;
  ChatMessageReaction: ResolverTypeWrapper<ChatMessageReaction>;
  ChatReactionChange: ResolverTypeWrapper<ChatReactionChange>;
  ChatRoomMessageEdge: ResolverTypeWrapper<Omit<ChatRoomMessageEdge, 'node'> & { node: ResolversTypes['ChatRoomMessage'] }>;
  ChatRoomMessageConnection: ResolverTypeWrapper<Omit<ChatRoomMessageConnection, 'edges'> & { edges: Array<ResolversTypes['ChatRoomMessageEdge']> }>;
  ChatRoom: ResolverTypeWrapper<RoomView>;
  ChatRoomMessageSearchEdge: ResolverTypeWrapper<Omit<ChatRoomMessageSearchEdge, 'node'> & { node: ResolversTypes['ChatRoomMessage'] }>;
  ChatRoomMessageSearchConnection: ResolverTypeWrapper<Omit<ChatRoomMessageSearchConnection, 'edges'> & { edges: Array<ResolversTypes['ChatRoomMessageSearchEdge']> }>;
  ChatRoomEdge: ResolverTypeWrapper<Omit<ChatRoomEdge, 'node'> & { node: ResolversTypes['ChatRoom'] }>;
  ChatRoomConnection: ResolverTypeWrapper<Omit<ChatRoomConnection, 'edges'> & { edges: Array<ResolversTypes['ChatRoomEdge']> }>;
  ChatReadMarker: ResolverTypeWrapper<ChatReadMarker>;
  ChatRoomEvent: ResolverTypeWrapper<ChatEvent>;
  NotificationKind: ResolverTypeWrapper<string>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversTypes['NotificationEdge']> }>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationEvent: ResolverTypeWrapper<Omit<NotificationEvent, 'notification'> & { notification: ResolversTypes['Notification'] }>;
  NotificationReadInput: NotificationReadInput;
  NotificationsMarkAllReadInput: NotificationsMarkAllReadInput;
  NotificationReadPayload: ResolverTypeWrapper<Omit<NotificationReadPayload, 'notification' | 'viewer'> & { notification?: Maybe<ResolversTypes['Notification']>, viewer: ResolversTypes['Viewer'] }>;
  NotificationsMarkAllReadPayload: ResolverTypeWrapper<Omit<NotificationsMarkAllReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversTypes['Notification']>, viewer: ResolversTypes['Viewer'] }>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  NotificationPreferencesPayload: ResolverTypeWrapper<Omit<NotificationPreferencesPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  PushSubscriptionAddInput: PushSubscriptionAddInput;
  PushSubscriptionRemoveInput: PushSubscriptionRemoveInput;
  PushSubscriptionPayload: ResolverTypeWrapper<Omit<PushSubscriptionPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  PresenceSetInput: PresenceSetInput;
  PresenceSetPayload: ResolverTypeWrapper<PresenceSetPayload>;
  FeatureFlag: ResolverTypeWrapper<FlagRow>;
  ExperimentTreatment: ResolverTypeWrapper<TreatmentSource>;
  Experiment: ResolverTypeWrapper<ExperimentRow>;
  NewsItem: ResolverTypeWrapper<NewsRow>;
  AgeRangeInput: AgeRangeInput;
  SearchLocationInput: SearchLocationInput;
  ProfileSearchFilters: ProfileSearchFilters;
  ReportReason: ResolverTypeWrapper<string>;
  ModerationReportStatus: ResolverTypeWrapper<string>;
  ModerationActionKind: ResolverTypeWrapper<string>;
  ModeratedProfile: ResolverTypeWrapper<ProfileRow>;
  ModeratedMessage: ResolverTypeWrapper<ModeratedMessageRow>;
  ModerationAction: ResolverTypeWrapper<ModerationActionRow>;
  ModerationReport: ResolverTypeWrapper<ReportRow>;
  ModerationReportEdge: ResolverTypeWrapper<Omit<ModerationReportEdge, 'node'> & { node: ResolversTypes['ModerationReport'] }>;
  ModerationReportConnection: ResolverTypeWrapper<Omit<ModerationReportConnection, 'edges'> & { edges: Array<ResolversTypes['ModerationReportEdge']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  LogoutInput: LogoutInput;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  EmailLinkCreateInput: EmailLinkCreateInput;
  EmailLinkCreatePayload: ResolverTypeWrapper<EmailLinkCreatePayload>;
  UserSetDisplayNameInput: UserSetDisplayNameInput;
  UserSetUsernameInput: UserSetUsernameInput;
  UserSetDateOfBirthInput: UserSetDateOfBirthInput;
  UserSetBioInput: UserSetBioInput;
  UserSetBioAdInput: UserSetBioAdInput;
  UserSetInterestsInput: UserSetInterestsInput;
  ProfilePayload: ResolverTypeWrapper<Omit<ProfilePayload, 'profile' | 'viewer'> & { profile: ResolversTypes['Profile'], viewer: ResolversTypes['Viewer'] }>;
  SetPrivacySettingsInput: SetPrivacySettingsInput;
  UserHardKinkOptInSetInput: UserHardKinkOptInSetInput;
  UserExplicitContentOptInSetInput: UserExplicitContentOptInSetInput;
  UserBlurUnrepliedPicturesSetInput: UserBlurUnrepliedPicturesSetInput;
  ProfileUuidInput: ProfileUuidInput;
  LikeProfilePayload: ResolverTypeWrapper<Omit<LikeProfilePayload, 'profile' | 'relationType' | 'viewer'> & { profile: ResolversTypes['Profile'], relationType?: Maybe<ResolversTypes['RelationType']>, viewer: ResolversTypes['Viewer'] }>;
  ExperimentTreatmentSetInput: ExperimentTreatmentSetInput;
  ExperimentTreatmentSetPayload: ResolverTypeWrapper<Omit<ExperimentTreatmentSetPayload, 'experiment'> & { experiment: ResolversTypes['Experiment'] }>;
  BlockProfilePayload: ResolverTypeWrapper<Omit<BlockProfilePayload, 'profile' | 'viewer'> & { profile?: Maybe<ResolversTypes['Profile']>, viewer: ResolversTypes['Viewer'] }>;
  ProfileImageLikeInput: ProfileImageLikeInput;
  ProfileImageLikePayload: ResolverTypeWrapper<Omit<ProfileImageLikePayload, 'profileImage'> & { profileImage: ResolversTypes['ProfileImage'] }>;
  UserProfileImageAddInput: UserProfileImageAddInput;
  UserProfileImageAddPayload: ResolverTypeWrapper<Omit<UserProfileImageAddPayload, 'profileImageEdge' | 'viewer'> & { profileImageEdge: ResolversTypes['ProfileImageEdge'], viewer: ResolversTypes['Viewer'] }>;
  UserProfileImageEditInput: UserProfileImageEditInput;
  ProfileImageIdInput: ProfileImageIdInput;
  ProfileImagePayload: ResolverTypeWrapper<Omit<ProfileImagePayload, 'profileImage' | 'viewer'> & { profileImage: ResolversTypes['ProfileImage'], viewer: ResolversTypes['Viewer'] }>;
  ProfileImageRemovePayload: ResolverTypeWrapper<Omit<ProfileImageRemovePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ImageContentRatingSetInput: ImageContentRatingSetInput;
  ImageContentRatingSetPayload: ResolverTypeWrapper<Omit<ImageContentRatingSetPayload, 'image' | 'profileImage'> & { image: ResolversTypes['UploadedImage'], profileImage?: Maybe<ResolversTypes['ProfileImage']> }>;
  SonaCreateInput: SonaCreateInput;
  SonaEditInput: SonaEditInput;
  SonaRemoveInput: SonaRemoveInput;
  SonaPayload: ResolverTypeWrapper<Omit<SonaPayload, 'sona' | 'viewer'> & { sona: ResolversTypes['Sona'], viewer: ResolversTypes['Viewer'] }>;
  SonaRemovePayload: ResolverTypeWrapper<Omit<SonaRemovePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  UserLocationGpsUpdateInput: UserLocationGpsUpdateInput;
  UserUpdateLocationInput: UserUpdateLocationInput;
  UserSetHomePlaceInput: UserSetHomePlaceInput;
  UserSetLocationPrecisionInput: UserSetLocationPrecisionInput;
  UserResetLocationInput: UserResetLocationInput;
  UserAdModeInput: UserAdModeInput;
  ChatRoomIdInput: ChatRoomIdInput;
  ChatRoomCreatePrivateInput: ChatRoomCreatePrivateInput;
  ChatRoomRemoveInput: ChatRoomRemoveInput;
  ChatRoomMessageSendInput: ChatRoomMessageSendInput;
  ChatMessageInput: ChatMessageInput;
  ChatRoomMessageReactInput: ChatRoomMessageReactInput;
  ChatRoomMessageReactPayload: ResolverTypeWrapper<Omit<ChatRoomMessageReactPayload, 'message'> & { message: ResolversTypes['ChatRoomMessage'] }>;
  ChatRoomMessageEditInput: ChatRoomMessageEditInput;
  ChatRoomMessageEditPayload: ResolverTypeWrapper<Omit<ChatRoomMessageEditPayload, 'message'> & { message: ResolversTypes['ChatRoomMessage'] }>;
  ChatRoomMessageDeleteInput: ChatRoomMessageDeleteInput;
  ChatRoomReadMarkerUpdateInput: ChatRoomReadMarkerUpdateInput;
  ChatRoomPayload: ResolverTypeWrapper<Omit<ChatRoomPayload, 'room' | 'viewer'> & { room: ResolversTypes['ChatRoom'], viewer: ResolversTypes['Viewer'] }>;
  ChatRoomRemovePayload: ResolverTypeWrapper<Omit<ChatRoomRemovePayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  ChatRoomPictureUploadInput: ChatRoomPictureUploadInput;
  ChatRoomPictureUploadPayload: ResolverTypeWrapper<ChatRoomPictureUploadPayload>;
  ChatRoomMessageSendPayload: ResolverTypeWrapper<Omit<ChatRoomMessageSendPayload, 'messageEdge' | 'room'> & { messageEdge: ResolversTypes['ChatRoomMessageEdge'], room: ResolversTypes['ChatRoom'] }>;
  ChatRoomMessageDeletePayload: ResolverTypeWrapper<Omit<ChatRoomMessageDeletePayload, 'message'> & { message: ResolversTypes['ChatRoomMessage'] }>;
  ChatRoomReadMarkerUpdatePayload: ResolverTypeWrapper<Omit<ChatRoomReadMarkerUpdatePayload, 'room' | 'viewer'> & { room: ResolversTypes['ChatRoom'], viewer: ResolversTypes['Viewer'] }>;
  ChatRoomTypingPayload: ResolverTypeWrapper<ChatRoomTypingPayload>;
  NewsItemDismissInput: NewsItemDismissInput;
  NewsItemDismissPayload: ResolverTypeWrapper<NewsItemDismissPayload>;
  PublishConnectionTestInput: PublishConnectionTestInput;
  PublishConnectionTestPayload: ResolverTypeWrapper<PublishConnectionTestPayload>;
  ReportProfileInput: ReportProfileInput;
  ReportProfilePayload: ResolverTypeWrapper<Omit<ReportProfilePayload, 'profile'> & { profile?: Maybe<ResolversTypes['Profile']> }>;
  ModerationReportInput: ModerationReportInput;
  ModerationSuspendAccountInput: ModerationSuspendAccountInput;
  ModerationReportPayload: ResolverTypeWrapper<Omit<ModerationReportPayload, 'report'> & { report: ResolversTypes['ModerationReport'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  DateOfBirthRecord: ResolverTypeWrapper<DateOfBirthRecordSource>;
  DateOfBirthCorrection: ResolverTypeWrapper<CorrectionRow>;
  CorrectDateOfBirthInput: CorrectDateOfBirthInput;
  CorrectDateOfBirthPayload: ResolverTypeWrapper<Omit<CorrectDateOfBirthPayload, 'record'> & { record: ResolversTypes['DateOfBirthRecord'] }>;
  GroupCreateInput: GroupCreateInput;
  GroupIdInput: GroupIdInput;
  GroupMemberInput: GroupMemberInput;
  GroupMemberRemoveInput: GroupMemberRemoveInput;
  GroupModeratorSetInput: GroupModeratorSetInput;
  GroupPayload: ResolverTypeWrapper<Omit<GroupPayload, 'group' | 'viewer'> & { group: ResolversTypes['Group'], viewer: ResolversTypes['Viewer'] }>;
  GroupMemberPayload: ResolverTypeWrapper<Omit<GroupMemberPayload, 'group' | 'member'> & { group: ResolversTypes['Group'], member?: Maybe<ResolversTypes['GroupMember']> }>;
  GroupBlockPayload: ResolverTypeWrapper<Omit<GroupBlockPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  GroupThread: ResolverTypeWrapper<GroupThreadSource>;
  GroupReply: ResolverTypeWrapper<GroupReplySource>;
  GroupThreadEdge: ResolverTypeWrapper<Omit<GroupThreadEdge, 'node'> & { node: ResolversTypes['GroupThread'] }>;
  GroupThreadConnection: ResolverTypeWrapper<Omit<GroupThreadConnection, 'edges'> & { edges: Array<ResolversTypes['GroupThreadEdge']> }>;
  GroupReplyEdge: ResolverTypeWrapper<Omit<GroupReplyEdge, 'node'> & { node: ResolversTypes['GroupReply'] }>;
  GroupReplyConnection: ResolverTypeWrapper<Omit<GroupReplyConnection, 'edges'> & { edges: Array<ResolversTypes['GroupReplyEdge']> }>;
  GroupThreadCreateInput: GroupThreadCreateInput;
  GroupReplyCreateInput: GroupReplyCreateInput;
  GroupPostDeleteInput: GroupPostDeleteInput;
  GroupPostReportInput: GroupPostReportInput;
  GroupThreadPayload: ResolverTypeWrapper<Omit<GroupThreadPayload, 'threadEdge' | 'group'> & { threadEdge: ResolversTypes['GroupThreadEdge'], group: ResolversTypes['Group'] }>;
  GroupReplyPayload: ResolverTypeWrapper<Omit<GroupReplyPayload, 'replyEdge' | 'thread'> & { replyEdge: ResolversTypes['GroupReplyEdge'], thread: ResolversTypes['GroupThread'] }>;
  GroupPostDeletePayload: ResolverTypeWrapper<Omit<GroupPostDeletePayload, 'thread' | 'group'> & { thread?: Maybe<ResolversTypes['GroupThread']>, group: ResolversTypes['Group'] }>;
  GroupPostReportPayload: ResolverTypeWrapper<GroupPostReportPayload>;
  GroupThreadEventKind: ResolverTypeWrapper<string>;
  GroupThreadEvent: ResolverTypeWrapper<Omit<GroupThreadEvent, 'kind' | 'reply' | 'thread'> & { kind: ResolversTypes['GroupThreadEventKind'], reply?: Maybe<ResolversTypes['GroupReply']>, thread?: Maybe<ResolversTypes['GroupThread']> }>;
  ModeratedGroupPost: ResolverTypeWrapper<ModeratedGroupPostRow>;
  ConnectionTestEvent: ResolverTypeWrapper<ConnectionTestEvent>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  EventCreateInput: EventCreateInput;
  EventUpdateInput: EventUpdateInput;
  EventIdInput: EventIdInput;
  EventRsvpInput: EventRsvpInput;
  EventReportInput: EventReportInput;
  EventPayload: ResolverTypeWrapper<Omit<EventPayload, 'event' | 'viewer'> & { event: ResolversTypes['Event'], viewer: ResolversTypes['Viewer'] }>;
  EventReportPayload: ResolverTypeWrapper<EventReportPayload>;
  ModeratedEvent: ResolverTypeWrapper<ModeratedEventRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  DateTime: Scalars['DateTime']['output'];
  Date: Scalars['Date']['output'];
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  ID: Scalars['ID']['output'];
  PageInfo: PageInfo;
  Boolean: Scalars['Boolean']['output'];
  String: Scalars['String']['output'];
  AccountProvider: AccountProvider;
  ActivitySummary: ActivitySummary;
  Int: Scalars['Int']['output'];
  ContentOptions: ContentOptions;
  BlockedProfile: BlockedProfile;
  BlockedGroup: BlockedGroup;
  BlockedContent: BlockedContent;
  BoopTransfer: Omit<BoopTransfer, 'from' | 'to'> & { from?: Maybe<ResolversParentTypes['Profile']>, to?: Maybe<ResolversParentTypes['Profile']> };
  BoopBalance: Omit<BoopBalance, 'history'> & { history: Array<ResolversParentTypes['BoopTransfer']> };
  Viewer: ViewerSource;
  ProfileRole: ProfileRole;
  Profile: ProfileRow;
  ProfilePresenceEvent: Omit<ProfilePresenceEvent, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  ProfileActionPermission: ProfileActionPermission;
  ProfileEdge: Omit<ProfileEdge, 'node'> & { node: ResolversParentTypes['Profile'] };
  Float: Scalars['Float']['output'];
  ProfileConnection: Omit<ProfileConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProfileEdge']> };
  PrivacySettings: PrivacySettings;
  Place: GazetteerPlace;
  ProfileLocation: ProfileLocation;
  Bio: ProfileRow;
  Hobby: Omit<Hobby, 'interest'> & { interest: ResolversParentTypes['Interest'] };
  BioAd: BioAd;
  SocialAccount: SocialAccountRow;
  Species: SpeciesRow;
  Sona: SonaRow;
  Kink: KinkSource;
  ProfileKink: KinkRow;
  Interest: InterestRow;
  Group: GroupSource;
  GroupMember: Omit<GroupMember, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  GroupMemberEdge: Omit<GroupMemberEdge, 'node'> & { node: ResolversParentTypes['GroupMember'] };
  GroupMemberConnection: Omit<GroupMemberConnection, 'edges'> & { edges: Array<ResolversParentTypes['GroupMemberEdge']> };
  GroupEdge: Omit<GroupEdge, 'node'> & { node: ResolversParentTypes['Group'] };
  GroupConnection: Omit<GroupConnection, 'edges'> & { edges: Array<ResolversParentTypes['GroupEdge']> };
  ProfileGroup: GroupRow;
  Event: EventSource;
  EventAttendee: Omit<EventAttendee, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  EventAttendeeEdge: Omit<EventAttendeeEdge, 'node'> & { node: ResolversParentTypes['EventAttendee'] };
  EventAttendeeConnection: Omit<EventAttendeeConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventAttendeeEdge']> };
  EventEdge: Omit<EventEdge, 'node'> & { node: ResolversParentTypes['Event'] };
  EventConnection: Omit<EventConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventEdge']> };
  ProfileEvent: ProfileEventRow;
  RecentTrack: RecentTrack;
  UploadedImage: UploadedImageSource;
  ProfileImage: ProfileImageSource;
  ProfileImageEdge: Omit<ProfileImageEdge, 'node'> & { node: ResolversParentTypes['ProfileImage'] };
  ProfileImageConnection: Omit<ProfileImageConnection, 'edges'> & { edges: Array<ResolversParentTypes['ProfileImageEdge']> };
  ChatRoomParticipant: ChatParticipantRow;
  ChatMessageTextPayload: ChatMessageTextPayload;
  ChatMessageSystemPayload: ChatMessageSystemPayload;
  ChatMessagePayload: ResolversUnionTypes<ResolversParentTypes>['ChatMessagePayload'];
  ChatRoomMessage: MessageRow;
  ChatMessagePicture: ChatPictureRow;
  ChatMessageReaction: ChatMessageReaction;
  ChatReactionChange: ChatReactionChange;
  ChatRoomMessageEdge: Omit<ChatRoomMessageEdge, 'node'> & { node: ResolversParentTypes['ChatRoomMessage'] };
  ChatRoomMessageConnection: Omit<ChatRoomMessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatRoomMessageEdge']> };
  ChatRoom: RoomView;
  ChatRoomMessageSearchEdge: Omit<ChatRoomMessageSearchEdge, 'node'> & { node: ResolversParentTypes['ChatRoomMessage'] };
  ChatRoomMessageSearchConnection: Omit<ChatRoomMessageSearchConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatRoomMessageSearchEdge']> };
  ChatRoomEdge: Omit<ChatRoomEdge, 'node'> & { node: ResolversParentTypes['ChatRoom'] };
  ChatRoomConnection: Omit<ChatRoomConnection, 'edges'> & { edges: Array<ResolversParentTypes['ChatRoomEdge']> };
  ChatReadMarker: ChatReadMarker;
  ChatRoomEvent: ChatEvent;
  Notification: NotificationRow;
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  NotificationConnection: Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversParentTypes['NotificationEdge']> };
  NotificationPreferences: NotificationPreferences;
  NotificationEvent: Omit<NotificationEvent, 'notification'> & { notification: ResolversParentTypes['Notification'] };
  NotificationReadInput: NotificationReadInput;
  NotificationsMarkAllReadInput: NotificationsMarkAllReadInput;
  NotificationReadPayload: Omit<NotificationReadPayload, 'notification' | 'viewer'> & { notification?: Maybe<ResolversParentTypes['Notification']>, viewer: ResolversParentTypes['Viewer'] };
  NotificationsMarkAllReadPayload: Omit<NotificationsMarkAllReadPayload, 'notifications' | 'viewer'> & { notifications: Array<ResolversParentTypes['Notification']>, viewer: ResolversParentTypes['Viewer'] };
  NotificationPreferencesInput: NotificationPreferencesInput;
  NotificationPreferencesPayload: Omit<NotificationPreferencesPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  PushSubscriptionAddInput: PushSubscriptionAddInput;
  PushSubscriptionRemoveInput: PushSubscriptionRemoveInput;
  PushSubscriptionPayload: Omit<PushSubscriptionPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  PresenceSetInput: PresenceSetInput;
  PresenceSetPayload: PresenceSetPayload;
  FeatureFlag: FlagRow;
  ExperimentTreatment: TreatmentSource;
  Experiment: ExperimentRow;
  NewsItem: NewsRow;
  AgeRangeInput: AgeRangeInput;
  SearchLocationInput: SearchLocationInput;
  ProfileSearchFilters: ProfileSearchFilters;
  ModeratedProfile: ProfileRow;
  ModeratedMessage: ModeratedMessageRow;
  ModerationAction: ModerationActionRow;
  ModerationReport: ReportRow;
  ModerationReportEdge: Omit<ModerationReportEdge, 'node'> & { node: ResolversParentTypes['ModerationReport'] };
  ModerationReportConnection: Omit<ModerationReportConnection, 'edges'> & { edges: Array<ResolversParentTypes['ModerationReportEdge']> };
  Query: Record<PropertyKey, never>;
  LogoutInput: LogoutInput;
  LogoutPayload: LogoutPayload;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  EmailLinkCreateInput: EmailLinkCreateInput;
  EmailLinkCreatePayload: EmailLinkCreatePayload;
  UserSetDisplayNameInput: UserSetDisplayNameInput;
  UserSetUsernameInput: UserSetUsernameInput;
  UserSetDateOfBirthInput: UserSetDateOfBirthInput;
  UserSetBioInput: UserSetBioInput;
  UserSetBioAdInput: UserSetBioAdInput;
  UserSetInterestsInput: UserSetInterestsInput;
  ProfilePayload: Omit<ProfilePayload, 'profile' | 'viewer'> & { profile: ResolversParentTypes['Profile'], viewer: ResolversParentTypes['Viewer'] };
  SetPrivacySettingsInput: SetPrivacySettingsInput;
  UserHardKinkOptInSetInput: UserHardKinkOptInSetInput;
  UserExplicitContentOptInSetInput: UserExplicitContentOptInSetInput;
  UserBlurUnrepliedPicturesSetInput: UserBlurUnrepliedPicturesSetInput;
  ProfileUuidInput: ProfileUuidInput;
  LikeProfilePayload: Omit<LikeProfilePayload, 'profile' | 'viewer'> & { profile: ResolversParentTypes['Profile'], viewer: ResolversParentTypes['Viewer'] };
  ExperimentTreatmentSetInput: ExperimentTreatmentSetInput;
  ExperimentTreatmentSetPayload: Omit<ExperimentTreatmentSetPayload, 'experiment'> & { experiment: ResolversParentTypes['Experiment'] };
  BlockProfilePayload: Omit<BlockProfilePayload, 'profile' | 'viewer'> & { profile?: Maybe<ResolversParentTypes['Profile']>, viewer: ResolversParentTypes['Viewer'] };
  ProfileImageLikeInput: ProfileImageLikeInput;
  ProfileImageLikePayload: Omit<ProfileImageLikePayload, 'profileImage'> & { profileImage: ResolversParentTypes['ProfileImage'] };
  UserProfileImageAddInput: UserProfileImageAddInput;
  UserProfileImageAddPayload: Omit<UserProfileImageAddPayload, 'profileImageEdge' | 'viewer'> & { profileImageEdge: ResolversParentTypes['ProfileImageEdge'], viewer: ResolversParentTypes['Viewer'] };
  UserProfileImageEditInput: UserProfileImageEditInput;
  ProfileImageIdInput: ProfileImageIdInput;
  ProfileImagePayload: Omit<ProfileImagePayload, 'profileImage' | 'viewer'> & { profileImage: ResolversParentTypes['ProfileImage'], viewer: ResolversParentTypes['Viewer'] };
  ProfileImageRemovePayload: Omit<ProfileImageRemovePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ImageContentRatingSetInput: ImageContentRatingSetInput;
  ImageContentRatingSetPayload: Omit<ImageContentRatingSetPayload, 'image' | 'profileImage'> & { image: ResolversParentTypes['UploadedImage'], profileImage?: Maybe<ResolversParentTypes['ProfileImage']> };
  SonaCreateInput: SonaCreateInput;
  SonaEditInput: SonaEditInput;
  SonaRemoveInput: SonaRemoveInput;
  SonaPayload: Omit<SonaPayload, 'sona' | 'viewer'> & { sona: ResolversParentTypes['Sona'], viewer: ResolversParentTypes['Viewer'] };
  SonaRemovePayload: Omit<SonaRemovePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  UserLocationGpsUpdateInput: UserLocationGpsUpdateInput;
  UserUpdateLocationInput: UserUpdateLocationInput;
  UserSetHomePlaceInput: UserSetHomePlaceInput;
  UserSetLocationPrecisionInput: UserSetLocationPrecisionInput;
  UserResetLocationInput: UserResetLocationInput;
  UserAdModeInput: UserAdModeInput;
  ChatRoomIdInput: ChatRoomIdInput;
  ChatRoomCreatePrivateInput: ChatRoomCreatePrivateInput;
  ChatRoomRemoveInput: ChatRoomRemoveInput;
  ChatRoomMessageSendInput: ChatRoomMessageSendInput;
  ChatMessageInput: ChatMessageInput;
  ChatRoomMessageReactInput: ChatRoomMessageReactInput;
  ChatRoomMessageReactPayload: Omit<ChatRoomMessageReactPayload, 'message'> & { message: ResolversParentTypes['ChatRoomMessage'] };
  ChatRoomMessageEditInput: ChatRoomMessageEditInput;
  ChatRoomMessageEditPayload: Omit<ChatRoomMessageEditPayload, 'message'> & { message: ResolversParentTypes['ChatRoomMessage'] };
  ChatRoomMessageDeleteInput: ChatRoomMessageDeleteInput;
  ChatRoomReadMarkerUpdateInput: ChatRoomReadMarkerUpdateInput;
  ChatRoomPayload: Omit<ChatRoomPayload, 'room' | 'viewer'> & { room: ResolversParentTypes['ChatRoom'], viewer: ResolversParentTypes['Viewer'] };
  ChatRoomRemovePayload: Omit<ChatRoomRemovePayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  ChatRoomPictureUploadInput: ChatRoomPictureUploadInput;
  ChatRoomPictureUploadPayload: ChatRoomPictureUploadPayload;
  ChatRoomMessageSendPayload: Omit<ChatRoomMessageSendPayload, 'messageEdge' | 'room'> & { messageEdge: ResolversParentTypes['ChatRoomMessageEdge'], room: ResolversParentTypes['ChatRoom'] };
  ChatRoomMessageDeletePayload: Omit<ChatRoomMessageDeletePayload, 'message'> & { message: ResolversParentTypes['ChatRoomMessage'] };
  ChatRoomReadMarkerUpdatePayload: Omit<ChatRoomReadMarkerUpdatePayload, 'room' | 'viewer'> & { room: ResolversParentTypes['ChatRoom'], viewer: ResolversParentTypes['Viewer'] };
  ChatRoomTypingPayload: ChatRoomTypingPayload;
  NewsItemDismissInput: NewsItemDismissInput;
  NewsItemDismissPayload: NewsItemDismissPayload;
  PublishConnectionTestInput: PublishConnectionTestInput;
  PublishConnectionTestPayload: PublishConnectionTestPayload;
  ReportProfileInput: ReportProfileInput;
  ReportProfilePayload: Omit<ReportProfilePayload, 'profile'> & { profile?: Maybe<ResolversParentTypes['Profile']> };
  ModerationReportInput: ModerationReportInput;
  ModerationSuspendAccountInput: ModerationSuspendAccountInput;
  ModerationReportPayload: Omit<ModerationReportPayload, 'report'> & { report: ResolversParentTypes['ModerationReport'] };
  Mutation: Record<PropertyKey, never>;
  DateOfBirthRecord: DateOfBirthRecordSource;
  DateOfBirthCorrection: CorrectionRow;
  CorrectDateOfBirthInput: CorrectDateOfBirthInput;
  CorrectDateOfBirthPayload: Omit<CorrectDateOfBirthPayload, 'record'> & { record: ResolversParentTypes['DateOfBirthRecord'] };
  GroupCreateInput: GroupCreateInput;
  GroupIdInput: GroupIdInput;
  GroupMemberInput: GroupMemberInput;
  GroupMemberRemoveInput: GroupMemberRemoveInput;
  GroupModeratorSetInput: GroupModeratorSetInput;
  GroupPayload: Omit<GroupPayload, 'group' | 'viewer'> & { group: ResolversParentTypes['Group'], viewer: ResolversParentTypes['Viewer'] };
  GroupMemberPayload: Omit<GroupMemberPayload, 'group' | 'member'> & { group: ResolversParentTypes['Group'], member?: Maybe<ResolversParentTypes['GroupMember']> };
  GroupBlockPayload: Omit<GroupBlockPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  GroupThread: GroupThreadSource;
  GroupReply: GroupReplySource;
  GroupThreadEdge: Omit<GroupThreadEdge, 'node'> & { node: ResolversParentTypes['GroupThread'] };
  GroupThreadConnection: Omit<GroupThreadConnection, 'edges'> & { edges: Array<ResolversParentTypes['GroupThreadEdge']> };
  GroupReplyEdge: Omit<GroupReplyEdge, 'node'> & { node: ResolversParentTypes['GroupReply'] };
  GroupReplyConnection: Omit<GroupReplyConnection, 'edges'> & { edges: Array<ResolversParentTypes['GroupReplyEdge']> };
  GroupThreadCreateInput: GroupThreadCreateInput;
  GroupReplyCreateInput: GroupReplyCreateInput;
  GroupPostDeleteInput: GroupPostDeleteInput;
  GroupPostReportInput: GroupPostReportInput;
  GroupThreadPayload: Omit<GroupThreadPayload, 'threadEdge' | 'group'> & { threadEdge: ResolversParentTypes['GroupThreadEdge'], group: ResolversParentTypes['Group'] };
  GroupReplyPayload: Omit<GroupReplyPayload, 'replyEdge' | 'thread'> & { replyEdge: ResolversParentTypes['GroupReplyEdge'], thread: ResolversParentTypes['GroupThread'] };
  GroupPostDeletePayload: Omit<GroupPostDeletePayload, 'thread' | 'group'> & { thread?: Maybe<ResolversParentTypes['GroupThread']>, group: ResolversParentTypes['Group'] };
  GroupPostReportPayload: GroupPostReportPayload;
  GroupThreadEvent: Omit<GroupThreadEvent, 'reply' | 'thread'> & { reply?: Maybe<ResolversParentTypes['GroupReply']>, thread?: Maybe<ResolversParentTypes['GroupThread']> };
  ModeratedGroupPost: ModeratedGroupPostRow;
  ConnectionTestEvent: ConnectionTestEvent;
  Subscription: Record<PropertyKey, never>;
  EventCreateInput: EventCreateInput;
  EventUpdateInput: EventUpdateInput;
  EventIdInput: EventIdInput;
  EventRsvpInput: EventRsvpInput;
  EventReportInput: EventReportInput;
  EventPayload: Omit<EventPayload, 'event' | 'viewer'> & { event: ResolversParentTypes['Event'], viewer: ResolversParentTypes['Viewer'] };
  EventReportPayload: EventReportPayload;
  ModeratedEvent: ModeratedEventRow;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Viewer' | 'Profile' | 'Place' | 'SocialAccount' | 'Species' | 'Sona' | 'Kink' | 'Interest' | 'Group' | 'Event' | 'ProfileImage' | 'ChatRoomParticipant' | 'ChatRoomMessage' | 'ChatRoom' | 'Notification' | 'FeatureFlag' | 'Experiment' | 'NewsItem' | 'GroupThread' | 'GroupReply', ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentRatingResolvers = EnumResolverSignature<{ SAFE?: any, MATURE?: any, EXPLICIT?: any, HARD?: any, CONTROVERSIAL?: any }, ResolversTypes['ContentRating']>;

export type ImageAccessPermissionResolvers = EnumResolverSignature<{ PUBLIC?: any, FRIENDS?: any, PRIVATE?: any }, ResolversTypes['ImageAccessPermission']>;

export type AccessPermissionResolvers = EnumResolverSignature<{ PUBLIC?: any, LIKED?: any, MUTUALS?: any, FRIENDS?: any, PRIVATE?: any }, ResolversTypes['AccessPermission']>;

export type RelationTypeResolvers = EnumResolverSignature<{ FRIEND?: any, LIKED?: any, LIKED_BY?: any, MUTUAL?: any }, ResolversTypes['RelationType']>;

export type RelationshipStatusResolvers = EnumResolverSignature<{ SINGLE?: any, DATING?: any, RELATIONSHIP?: any, ENGAGED_MARRIED?: any, DOMESTIC_PARTNERSHIP?: any, OPEN_RELATIONSHIP?: any, OTHER?: any }, ResolversTypes['RelationshipStatus']>;

export type BehaviourResolvers = EnumResolverSignature<{ DOMINANT?: any, SUBMISSIVE?: any, VERSATILE?: any }, ResolversTypes['Behaviour']>;

export type SexPositionResolvers = EnumResolverSignature<{ TOP?: any, BOTTOM?: any }, ResolversTypes['SexPosition']>;

export type SafeSexResolvers = EnumResolverSignature<{ ALWAYS?: any, MOSTLY?: any, NEVER?: any }, ResolversTypes['SafeSex']>;

export type SexualOrientationResolvers = EnumResolverSignature<{ ASEXUAL?: any, BISEXUAL?: any, GAY?: any, LESBIAN?: any, OTHER?: any, PANSEXUAL?: any, QUESTIONING?: any, STRAIGHT?: any }, ResolversTypes['SexualOrientation']>;

export type SocialNetworkResolvers = EnumResolverSignature<{ BLUESKY?: any, DEVIANT_ART?: any, DISCORD?: any, FUR_AFFINITY?: any, INSTAGRAM?: any, LASTFM?: any, MASTODON?: any, STEAM?: any, TELEGRAM?: any, TWITTER?: any, TWITTER_AD?: any, VR_CHAT?: any }, ResolversTypes['SocialNetwork']>;

export type LocationPrecisionResolvers = EnumResolverSignature<{ CITY?: any, EXTRA_COARSE?: any, COARSE?: any, PRECISE?: any, EXACT?: any }, ResolversTypes['LocationPrecision']>;

export type LocationTypeResolvers = EnumResolverSignature<{ GPS?: any, MANUAL?: any }, ResolversTypes['LocationType']>;

export type LocationSearchTypeResolvers = EnumResolverSignature<{ CITY?: any, COUNTRY?: any, DISTANCE?: any, REGION?: any }, ResolversTypes['LocationSearchType']>;

export type AccountProviderTypeResolvers = EnumResolverSignature<{ APPLE?: any, EMAIL?: any, TELEGRAM?: any }, ResolversTypes['AccountProviderType']>;

export type ImageTypeResolvers = EnumResolverSignature<{ ART?: any, FURSUIT?: any, OTHER?: any, PERSON?: any }, ResolversTypes['ImageType']>;

export type RoleResolvers = EnumResolverSignature<{ PUBLIC?: any, SUPPORTER?: any, SUPPORTER_SILVER?: any, SUPPORTER_VIP?: any, SUPPORTER_GOLD?: any, SUPPORTER_DIAMOND?: any, TEAM?: any }, ResolversTypes['Role']>;

export type NewsAudienceResolvers = EnumResolverSignature<{ EVERYONE?: any, SUPPORTERS?: any, TEAM?: any }, ResolversTypes['NewsAudience']>;

export type ExperimentTypeResolvers = EnumResolverSignature<{ PUBLIC?: any, SUPPORTER?: any, TEAM?: any }, ResolversTypes['ExperimentType']>;

export type ChatRoomStatusResolvers = EnumResolverSignature<{ INVITED?: any, JOINED?: any, LEFT?: any }, ResolversTypes['ChatRoomStatus']>;

export type ChatRoomTypeResolvers = EnumResolverSignature<{ PRIVATE?: any }, ResolversTypes['ChatRoomType']>;

export type ChatRoomFilterResolvers = EnumResolverSignature<{ RECENT?: any, ARCHIVED?: any, REQUESTS?: any }, ResolversTypes['ChatRoomFilter']>;

export type ChatRoomEventKindResolvers = EnumResolverSignature<{ MESSAGE?: any, MESSAGE_DELETED?: any, START_TYPING?: any, STOP_TYPING?: any, READ_MARKER?: any, ROOM_UPDATED?: any, MESSAGE_EDITED?: any, MESSAGE_REACTIONS?: any }, ResolversTypes['ChatRoomEventKind']>;

export type AccountProviderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountProvider'] = ResolversParentTypes['AccountProvider']> = {
  type?: Resolver<ResolversTypes['AccountProviderType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ActivitySummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ActivitySummary'] = ResolversParentTypes['ActivitySummary']> = {
  unreadActivityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadChatMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentOptions'] = ResolversParentTypes['ContentOptions']> = {
  isAdOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExplicitContentOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHardContentOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blurUnrepliedPictures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BlockedProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockedProfile'] = ResolversParentTypes['BlockedProfile']> = {
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockedGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockedGroup'] = ResolversParentTypes['BlockedGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockedContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockedContent'] = ResolversParentTypes['BlockedContent']> = {
  profiles?: Resolver<Array<ResolversTypes['BlockedProfile']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['BlockedGroup']>, ParentType, ContextType>;
};

export type BoopTransferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoopTransfer'] = ResolversParentTypes['BoopTransfer']> = {
  from?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BoopBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BoopBalance'] = ResolversParentTypes['BoopBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextReplenishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['BoopTransfer']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  isOnboarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAdult?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeveloper?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSupporter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  accountProviders?: Resolver<Array<ResolversTypes['AccountProvider']>, ParentType, ContextType>;
  contentOptions?: Resolver<ResolversTypes['ContentOptions'], ParentType, ContextType>;
  blockedContent?: Resolver<ResolversTypes['BlockedContent'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mutualCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activity?: Resolver<ResolversTypes['ActivitySummary'], ParentType, ContextType>;
  chatsUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chatsArchivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chatRequestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boopBalance?: Resolver<ResolversTypes['BoopBalance'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ProfileImageConnection'], ParentType, ContextType, RequireFields<ViewerImagesArgs, 'first'>>;
  image?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType, RequireFields<ViewerImageArgs, 'id'>>;
  primaryImages?: Resolver<Array<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  sonas?: Resolver<Array<ResolversTypes['Sona']>, ParentType, ContextType>;
  chatRooms?: Resolver<ResolversTypes['ChatRoomConnection'], ParentType, ContextType, RequireFields<ViewerChatRoomsArgs, 'filter' | 'first'>>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType>;
  applicableTargets?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<ViewerNotificationsArgs, 'first'>>;
  notificationsUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  likesReceived?: Resolver<ResolversTypes['ProfileConnection'], ParentType, ContextType, RequireFields<ViewerLikesReceivedArgs, 'first'>>;
  hiddenProfiles?: Resolver<ResolversTypes['ProfileConnection'], ParentType, ContextType, RequireFields<ViewerHiddenProfilesArgs, 'first'>>;
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  pushPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<ViewerGroupsArgs, 'first'>>;
  events?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, RequireFields<ViewerEventsArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileRoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileRole'] = ResolversParentTypes['ProfileRole']> = {
  name?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bannerLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannerStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ProfileRole']>, ParentType, ContextType>;
  bestRole?: Resolver<Maybe<ResolversTypes['ProfileRole']>, ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  isBirthday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  relationType?: Resolver<Maybe<ResolversTypes['RelationType']>, ParentType, ContextType>;
  shareHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAdOptIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  primaryImageAd?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  headerImage?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  headerImageAd?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  privacySettings?: Resolver<Maybe<ResolversTypes['PrivacySettings']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['ProfileLocation']>, ParentType, ContextType>;
  images?: Resolver<ResolversTypes['ProfileImageConnection'], ParentType, ContextType, RequireFields<ProfileImagesArgs, 'isAd' | 'first'>>;
  bio?: Resolver<Maybe<ResolversTypes['Bio']>, ParentType, ContextType>;
  bioAd?: Resolver<Maybe<ResolversTypes['BioAd']>, ParentType, ContextType>;
  socialAccounts?: Resolver<Array<ResolversTypes['SocialAccount']>, ParentType, ContextType>;
  sonas?: Resolver<Array<ResolversTypes['Sona']>, ParentType, ContextType>;
  kinks?: Resolver<Array<ResolversTypes['ProfileKink']>, ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ProfileGroup']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ProfileEvent']>, ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canStartChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chatPermission?: Resolver<ResolversTypes['ProfileActionPermission'], ParentType, ContextType>;
  likePermission?: Resolver<ResolversTypes['ProfileActionPermission'], ParentType, ContextType>;
  recentTrack?: Resolver<Maybe<ResolversTypes['RecentTrack']>, ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHiddenByViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presence?: Resolver<Maybe<ResolversTypes['Presence']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PresenceResolvers = EnumResolverSignature<{ ONLINE?: any, ACTIVE_TODAY?: any, ACTIVE_THIS_WEEK?: any }, ResolversTypes['Presence']>;

export type ProfilePresenceEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfilePresenceEvent'] = ResolversParentTypes['ProfilePresenceEvent']> = {
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
};

export type ProfileActionPermissionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileActionPermission'] = ResolversParentTypes['ProfileActionPermission']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileEdge'] = ResolversParentTypes['ProfileEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProfileConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileConnection'] = ResolversParentTypes['ProfileConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProfileEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PrivacySettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrivacySettings'] = ResolversParentTypes['PrivacySettings']> = {
  viewProfile?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  viewAge?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  startChat?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  viewKinks?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  viewAd?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  viewGroups?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  viewEvents?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  showLastOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileLocationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileLocation'] = ResolversParentTypes['ProfileLocation']> = {
  type?: Resolver<ResolversTypes['LocationType'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homePlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  precision?: Resolver<ResolversTypes['LocationPrecision'], ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BioResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Bio'] = ResolversParentTypes['Bio']> = {
  biography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  relationshipStatus?: Resolver<Maybe<ResolversTypes['RelationshipStatus']>, ParentType, ContextType>;
  sexualOrientation?: Resolver<Maybe<ResolversTypes['SexualOrientation']>, ParentType, ContextType>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType>;
  hobbies?: Resolver<Array<ResolversTypes['Hobby']>, ParentType, ContextType>;
};

export type HobbyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Hobby'] = ResolversParentTypes['Hobby']> = {
  interest?: Resolver<ResolversTypes['Interest'], ParentType, ContextType>;
};

export type BioAdResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BioAd'] = ResolversParentTypes['BioAd']> = {
  biography?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sexPositions?: Resolver<Array<ResolversTypes['SexPosition']>, ParentType, ContextType>;
  behaviour?: Resolver<Maybe<ResolversTypes['Behaviour']>, ParentType, ContextType>;
  safeSex?: Resolver<Maybe<ResolversTypes['SafeSex']>, ParentType, ContextType>;
  canHost?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SocialAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SocialAccount'] = ResolversParentTypes['SocialAccount']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  socialNetwork?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessPermission?: Resolver<ResolversTypes['AccessPermission'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpeciesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Species'] = ResolversParentTypes['Species']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  speciesId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SonaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Sona'] = ResolversParentTypes['Sona']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasFursuit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  species?: Resolver<ResolversTypes['Species'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Kink'] = ResolversParentTypes['Kink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSinglePlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileKinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileKink'] = ResolversParentTypes['ProfileKink']> = {
  kink?: Resolver<ResolversTypes['Kink'], ParentType, ContextType>;
  pleasureGive?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pleasureReceive?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InterestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Interest'] = ResolversParentTypes['Interest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupRoleResolvers = EnumResolverSignature<{ OWNER?: any, MODERATOR?: any, MEMBER?: any }, ResolversTypes['GroupRole']>;

export type GroupJoinPolicyResolvers = EnumResolverSignature<{ OPEN?: any, CLOSED?: any }, ResolversTypes['GroupJoinPolicy']>;

export type GroupViewerStatusResolvers = EnumResolverSignature<{ NONE?: any, REQUESTED?: any, MEMBER?: any, BANNED?: any }, ResolversTypes['GroupViewerStatus']>;

export type GroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  joinPolicy?: Resolver<ResolversTypes['GroupJoinPolicy'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerStatus?: Resolver<ResolversTypes['GroupViewerStatus'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['GroupRole']>, ParentType, ContextType>;
  joinPermission?: Resolver<ResolversTypes['ProfileActionPermission'], ParentType, ContextType>;
  postPermission?: Resolver<ResolversTypes['ProfileActionPermission'], ParentType, ContextType>;
  viewerCanModerate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['GroupMemberConnection'], ParentType, ContextType, RequireFields<GroupMembersArgs, 'first'>>;
  joinRequests?: Resolver<ResolversTypes['GroupMemberConnection'], ParentType, ContextType, RequireFields<GroupJoinRequestsArgs, 'first'>>;
  threads?: Resolver<ResolversTypes['GroupThreadConnection'], ParentType, ContextType, RequireFields<GroupThreadsArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupMember'] = ResolversParentTypes['GroupMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['GroupRole']>, ParentType, ContextType>;
  joinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type GroupMemberEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupMemberEdge'] = ResolversParentTypes['GroupMemberEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupMember'], ParentType, ContextType>;
};

export type GroupMemberConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupMemberConnection'] = ResolversParentTypes['GroupMemberConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupMemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GroupEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupEdge'] = ResolversParentTypes['GroupEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupConnection'] = ResolversParentTypes['GroupConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProfileGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileGroup'] = ResolversParentTypes['ProfileGroup']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  threadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventBeginAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventEndAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  goingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interestedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingListCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  host?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  hostGroup?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  viewerStatus?: Resolver<ResolversTypes['EventViewerStatus'], ParentType, ContextType>;
  viewerWaitingListPosition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rsvpPermission?: Resolver<ResolversTypes['ProfileActionPermission'], ParentType, ContextType>;
  viewerCanManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attendees?: Resolver<ResolversTypes['EventAttendeeConnection'], ParentType, ContextType, RequireFields<EventAttendeesArgs, 'status' | 'first'>>;
  calendarUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventViewerStatusResolvers = EnumResolverSignature<{ NONE?: any, GOING?: any, INTERESTED?: any, WAITING_LIST?: any }, ResolversTypes['EventViewerStatus']>;

export type EventAttendeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendee'] = ResolversParentTypes['EventAttendee']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventViewerStatus'], ParentType, ContextType>;
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type EventAttendeeEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendeeEdge'] = ResolversParentTypes['EventAttendeeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EventAttendee'], ParentType, ContextType>;
};

export type EventAttendeeConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventAttendeeConnection'] = ResolversParentTypes['EventAttendeeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EventAttendeeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
};

export type EventConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type EventWhenResolvers = EnumResolverSignature<{ UPCOMING?: any, PAST?: any }, ResolversTypes['EventWhen']>;

export type ProfileEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileEvent'] = ResolversParentTypes['ProfileEvent']> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  isWaitingList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecentTrackResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecentTrack'] = ResolversParentTypes['RecentTrack']> = {
  artist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streamedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nowPlaying?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UploadedImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UploadedImage'] = ResolversParentTypes['UploadedImage']> = {
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentRating?: Resolver<ResolversTypes['ContentRating'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blurHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<UploadedImageUrlArgs, 'width' | 'blur'>>;
};

export type ProfileImageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImage'] = ResolversParentTypes['ProfileImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType>;
  accessPermission?: Resolver<ResolversTypes['ImageAccessPermission'], ParentType, ContextType>;
  isAd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ImageType'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sona?: Resolver<Maybe<ResolversTypes['Sona']>, ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  altText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProfileImageEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImageEdge'] = ResolversParentTypes['ProfileImageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ProfileImage'], ParentType, ContextType>;
};

export type ProfileImageConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImageConnection'] = ResolversParentTypes['ProfileImageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ProfileImageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChatRoomParticipantResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomParticipant'] = ResolversParentTypes['ChatRoomParticipant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  lastReadAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastReadSeqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatMessageTextPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessageTextPayload'] = ResolversParentTypes['ChatMessageTextPayload']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatMessageSystemPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessageSystemPayload'] = ResolversParentTypes['ChatMessageSystemPayload']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatMessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessagePayload'] = ResolversParentTypes['ChatMessagePayload']> = {
  __resolveType: TypeResolveFn<'ChatMessageTextPayload' | 'ChatMessageSystemPayload', ParentType, ContextType>;
};

export type ChatRoomMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessage'] = ResolversParentTypes['ChatRoomMessage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  profileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profileUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<Maybe<ResolversTypes['ChatMessagePayload']>, ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reactions?: Resolver<Array<ResolversTypes['ChatMessageReaction']>, ParentType, ContextType>;
  replyTo?: Resolver<Maybe<ResolversTypes['ChatRoomMessage']>, ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['ChatMessagePicture']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatMessagePictureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessagePicture'] = ResolversParentTypes['ChatMessagePicture']> = {
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blurHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isExplicit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlurred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ChatMessagePictureUrlArgs, 'width'>>;
};

export type ChatMessageReactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessageReaction'] = ResolversParentTypes['ChatMessageReaction']> = {
  emoji?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerHasReacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatReactionChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatReactionChange'] = ResolversParentTypes['ChatReactionChange']> = {
  emoji?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  added?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatRoomMessageEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageEdge'] = ResolversParentTypes['ChatRoomMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChatRoomMessage'], ParentType, ContextType>;
};

export type ChatRoomMessageConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageConnection'] = ResolversParentTypes['ChatRoomMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChatRoomMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChatRoomResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoom'] = ResolversParentTypes['ChatRoom']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatRoomType'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ChatRoomStatus'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastReadSeqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSeqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  participants?: Resolver<Array<ResolversTypes['ChatRoomParticipant']>, ParentType, ContextType>;
  otherProfile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['ChatRoomMessage']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['ChatRoomMessageConnection'], ParentType, ContextType, RequireFields<ChatRoomMessagesArgs, 'atFirstUnread'>>;
  messageSearch?: Resolver<ResolversTypes['ChatRoomMessageSearchConnection'], ParentType, ContextType, RequireFields<ChatRoomMessageSearchArgs, 'query' | 'first'>>;
  canSendExplicitPictures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatRoomMessageSearchEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageSearchEdge'] = ResolversParentTypes['ChatRoomMessageSearchEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChatRoomMessage'], ParentType, ContextType>;
  snippet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatRoomMessageSearchConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageSearchConnection'] = ResolversParentTypes['ChatRoomMessageSearchConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChatRoomMessageSearchEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChatRoomEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomEdge'] = ResolversParentTypes['ChatRoomEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType>;
};

export type ChatRoomConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomConnection'] = ResolversParentTypes['ChatRoomConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ChatRoomEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ChatReadMarkerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatReadMarker'] = ResolversParentTypes['ChatReadMarker']> = {
  roomId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatRoomEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomEvent'] = ResolversParentTypes['ChatRoomEvent']> = {
  kind?: Resolver<ResolversTypes['ChatRoomEventKind'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomGlobalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatRoomMessageEdge']>, ParentType, ContextType>;
  readMarker?: Resolver<Maybe<ResolversTypes['ChatReadMarker']>, ParentType, ContextType>;
  reaction?: Resolver<Maybe<ResolversTypes['ChatReactionChange']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type NotificationKindResolvers = EnumResolverSignature<{ LIKE?: any, MUTUAL?: any, CHAT_REQUEST?: any, MESSAGE?: any, GROUP_REPLY?: any, EVENT_CANCELLED?: any, EVENT_CHANGED?: any, EVENT_PROMOTED?: any, EVENT_REMINDER?: any }, ResolversTypes['NotificationKind']>;

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  chatRoom?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType>;
  groupThread?: Resolver<Maybe<ResolversTypes['GroupThread']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NotificationPreferencesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  likes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mutuals?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chatRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupReplies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notWhileActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationReadPayload'] = ResolversParentTypes['NotificationReadPayload']> = {
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type NotificationsMarkAllReadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationsMarkAllReadPayload'] = ResolversParentTypes['NotificationsMarkAllReadPayload']> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type NotificationPreferencesPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPreferencesPayload'] = ResolversParentTypes['NotificationPreferencesPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type PushSubscriptionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PushSubscriptionPayload'] = ResolversParentTypes['PushSubscriptionPayload']> = {
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type PresenceSetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PresenceSetPayload'] = ResolversParentTypes['PresenceSetPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FeatureFlagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabledTargets?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExperimentTreatmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExperimentTreatment'] = ResolversParentTypes['ExperimentTreatment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExperimentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Experiment'] = ResolversParentTypes['Experiment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ExperimentType'], ParentType, ContextType>;
  treatments?: Resolver<Array<ResolversTypes['ExperimentTreatment']>, ParentType, ContextType>;
  control?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerTreatment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  audiences?: Resolver<Array<ResolversTypes['NewsAudience']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  showOnNewsFeed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showOnHomePage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReportReasonResolvers = EnumResolverSignature<{ SPAM_OR_SCAM?: any, HARASSMENT?: any, UNDERAGE?: any, IMPERSONATION?: any, UNRATED_EXPLICIT_CONTENT?: any, OTHER?: any }, ResolversTypes['ReportReason']>;

export type ModerationReportStatusResolvers = EnumResolverSignature<{ OPEN?: any, DISMISSED?: any, ACTIONED?: any }, ResolversTypes['ModerationReportStatus']>;

export type ModerationActionKindResolvers = EnumResolverSignature<{ DISMISSED?: any, IMAGE_REMOVED?: any, MESSAGE_REMOVED?: any, ACCOUNT_SUSPENDED?: any, GROUP_POST_REMOVED?: any, EVENT_REMOVED?: any }, ResolversTypes['ModerationActionKind']>;

export type ModeratedProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedProfile'] = ResolversParentTypes['ModeratedProfile']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  suspendedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  suspendedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  suspensionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sameEmailAccounts?: Resolver<Array<ResolversTypes['ModeratedProfile']>, ParentType, ContextType>;
};

export type ModeratedMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedMessage'] = ResolversParentTypes['ModeratedMessage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  earlierTexts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModerationActionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationAction'] = ResolversParentTypes['ModerationAction']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ModerationActionKind'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suspendedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ModerationReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReport'] = ResolversParentTypes['ModerationReport']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ModerationReportStatus'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reporter?: Resolver<ResolversTypes['ModeratedProfile'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['ModeratedProfile'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ModeratedMessage']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['UploadedImage']>, ParentType, ContextType>;
  isImageRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupPost?: Resolver<Maybe<ResolversTypes['ModeratedGroupPost']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['ModeratedEvent']>, ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['ModerationAction']>, ParentType, ContextType>;
};

export type ModerationReportEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReportEdge'] = ResolversParentTypes['ModerationReportEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ModerationReport'], ParentType, ContextType>;
};

export type ModerationReportConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReportConnection'] = ResolversParentTypes['ModerationReportConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ModerationReportEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileArgs, 'uuid'>>;
  profileSearch?: Resolver<ResolversTypes['ProfileConnection'], ParentType, ContextType, RequireFields<QueryProfileSearchArgs, 'isAd' | 'first'>>;
  profileOverview?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryProfileOverviewArgs, 'search' | 'offset' | 'limit'>>;
  chatRoom?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType, RequireFields<QueryChatRoomArgs, 'roomId'>>;
  chatRoomPrivate?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType, RequireFields<QueryChatRoomPrivateArgs, 'profileUuid'>>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType>;
  experiments?: Resolver<Array<ResolversTypes['Experiment']>, ParentType, ContextType>;
  geocodePlace?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryGeocodePlaceArgs, 'longitude' | 'latitude'>>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlacesArgs, 'query' | 'first'>>;
  interests?: Resolver<Array<ResolversTypes['Interest']>, ParentType, ContextType, RequireFields<QueryInterestsArgs, 'search'>>;
  newsItems?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  newsItem?: Resolver<Maybe<ResolversTypes['NewsItem']>, ParentType, ContextType, RequireFields<QueryNewsItemArgs, 'slug'>>;
  species?: Resolver<Array<ResolversTypes['Species']>, ParentType, ContextType, RequireFields<QuerySpeciesArgs, 'displayName' | 'limit' | 'offset'>>;
  dateOfBirthRecord?: Resolver<Maybe<ResolversTypes['DateOfBirthRecord']>, ParentType, ContextType, RequireFields<QueryDateOfBirthRecordArgs, 'member'>>;
  moderationReports?: Resolver<ResolversTypes['ModerationReportConnection'], ParentType, ContextType, RequireFields<QueryModerationReportsArgs, 'first'>>;
  moderationReport?: Resolver<Maybe<ResolversTypes['ModerationReport']>, ParentType, ContextType, RequireFields<QueryModerationReportArgs, 'id'>>;
  groups?: Resolver<ResolversTypes['GroupConnection'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'isAd' | 'verifiedOnly' | 'first'>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'uuid'>>;
  events?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, RequireFields<QueryEventsArgs, 'when' | 'isAd' | 'first'>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'uuid'>>;
  groupThread?: Resolver<Maybe<ResolversTypes['GroupThread']>, ParentType, ContextType, RequireFields<QueryGroupThreadArgs, 'uuid'>>;
};

export type LogoutPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteAccountPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmailLinkCreatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmailLinkCreatePayload'] = ResolversParentTypes['EmailLinkCreatePayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfilePayload'] = ResolversParentTypes['ProfilePayload']> = {
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type LikeProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LikeProfilePayload'] = ResolversParentTypes['LikeProfilePayload']> = {
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  relationType?: Resolver<Maybe<ResolversTypes['RelationType']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ExperimentTreatmentSetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExperimentTreatmentSetPayload'] = ResolversParentTypes['ExperimentTreatmentSetPayload']> = {
  experiment?: Resolver<ResolversTypes['Experiment'], ParentType, ContextType>;
};

export type BlockProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BlockProfilePayload'] = ResolversParentTypes['BlockProfilePayload']> = {
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ProfileImageLikePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImageLikePayload'] = ResolversParentTypes['ProfileImageLikePayload']> = {
  profileImage?: Resolver<ResolversTypes['ProfileImage'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserProfileImageAddPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserProfileImageAddPayload'] = ResolversParentTypes['UserProfileImageAddPayload']> = {
  profileImageEdge?: Resolver<ResolversTypes['ProfileImageEdge'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ProfileImagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImagePayload'] = ResolversParentTypes['ProfileImagePayload']> = {
  profileImage?: Resolver<ResolversTypes['ProfileImage'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ProfileImageRemovePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProfileImageRemovePayload'] = ResolversParentTypes['ProfileImageRemovePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ImageContentRatingSetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImageContentRatingSetPayload'] = ResolversParentTypes['ImageContentRatingSetPayload']> = {
  image?: Resolver<ResolversTypes['UploadedImage'], ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['ProfileImage']>, ParentType, ContextType>;
};

export type SonaPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SonaPayload'] = ResolversParentTypes['SonaPayload']> = {
  sona?: Resolver<ResolversTypes['Sona'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SonaRemovePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SonaRemovePayload'] = ResolversParentTypes['SonaRemovePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ChatRoomMessageReactPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageReactPayload'] = ResolversParentTypes['ChatRoomMessageReactPayload']> = {
  message?: Resolver<ResolversTypes['ChatRoomMessage'], ParentType, ContextType>;
};

export type ChatRoomMessageEditPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageEditPayload'] = ResolversParentTypes['ChatRoomMessageEditPayload']> = {
  message?: Resolver<ResolversTypes['ChatRoomMessage'], ParentType, ContextType>;
};

export type ChatRoomPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomPayload'] = ResolversParentTypes['ChatRoomPayload']> = {
  room?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ChatRoomRemovePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomRemovePayload'] = ResolversParentTypes['ChatRoomRemovePayload']> = {
  deletedRoomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ChatRoomPictureUploadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomPictureUploadPayload'] = ResolversParentTypes['ChatRoomPictureUploadPayload']> = {
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blurHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatRoomMessageSendPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageSendPayload'] = ResolversParentTypes['ChatRoomMessageSendPayload']> = {
  messageEdge?: Resolver<ResolversTypes['ChatRoomMessageEdge'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType>;
};

export type ChatRoomMessageDeletePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomMessageDeletePayload'] = ResolversParentTypes['ChatRoomMessageDeletePayload']> = {
  message?: Resolver<ResolversTypes['ChatRoomMessage'], ParentType, ContextType>;
};

export type ChatRoomReadMarkerUpdatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomReadMarkerUpdatePayload'] = ResolversParentTypes['ChatRoomReadMarkerUpdatePayload']> = {
  room?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType>;
  lastReadSeqId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ChatRoomTypingPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatRoomTypingPayload'] = ResolversParentTypes['ChatRoomTypingPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NewsItemDismissPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsItemDismissPayload'] = ResolversParentTypes['NewsItemDismissPayload']> = {
  dismissedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PublishConnectionTestPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublishConnectionTestPayload'] = ResolversParentTypes['PublishConnectionTestPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReportProfilePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportProfilePayload'] = ResolversParentTypes['ReportProfilePayload']> = {
  profile?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
};

export type ModerationReportPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModerationReportPayload'] = ResolversParentTypes['ModerationReportPayload']> = {
  report?: Resolver<ResolversTypes['ModerationReport'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  emailLinkCreate?: Resolver<ResolversTypes['EmailLinkCreatePayload'], ParentType, ContextType, RequireFields<MutationEmailLinkCreateArgs, 'input'>>;
  userSetDisplayName?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetDisplayNameArgs, 'input'>>;
  userSetUsername?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetUsernameArgs, 'input'>>;
  userSetDateOfBirth?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetDateOfBirthArgs, 'input'>>;
  userSetBio?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetBioArgs, 'input'>>;
  userSetBioAd?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetBioAdArgs, 'input'>>;
  userSetInterests?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetInterestsArgs, 'input'>>;
  setPrivacySettings?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationSetPrivacySettingsArgs, 'input'>>;
  userHardKinkOptInSet?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserHardKinkOptInSetArgs, 'input'>>;
  userExplicitContentOptInSet?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserExplicitContentOptInSetArgs, 'input'>>;
  userBlurUnrepliedPicturesSet?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserBlurUnrepliedPicturesSetArgs, 'input'>>;
  userHideProfile?: Resolver<ResolversTypes['BlockProfilePayload'], ParentType, ContextType, RequireFields<MutationUserHideProfileArgs, 'input'>>;
  userUnhideProfile?: Resolver<ResolversTypes['BlockProfilePayload'], ParentType, ContextType, RequireFields<MutationUserUnhideProfileArgs, 'input'>>;
  experimentTreatmentSet?: Resolver<ResolversTypes['ExperimentTreatmentSetPayload'], ParentType, ContextType, RequireFields<MutationExperimentTreatmentSetArgs, 'input'>>;
  userBlockProfile?: Resolver<ResolversTypes['BlockProfilePayload'], ParentType, ContextType, RequireFields<MutationUserBlockProfileArgs, 'input'>>;
  userUnblockProfile?: Resolver<ResolversTypes['BlockProfilePayload'], ParentType, ContextType, RequireFields<MutationUserUnblockProfileArgs, 'input'>>;
  userLockAdMode?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, Partial<MutationUserLockAdModeArgs>>;
  userUnlockAdMode?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, Partial<MutationUserUnlockAdModeArgs>>;
  likeProfile?: Resolver<ResolversTypes['LikeProfilePayload'], ParentType, ContextType, RequireFields<MutationLikeProfileArgs, 'input'>>;
  unlikeProfile?: Resolver<ResolversTypes['LikeProfilePayload'], ParentType, ContextType, RequireFields<MutationUnlikeProfileArgs, 'input'>>;
  profileImageLike?: Resolver<ResolversTypes['ProfileImageLikePayload'], ParentType, ContextType, RequireFields<MutationProfileImageLikeArgs, 'input'>>;
  userProfileImageAdd?: Resolver<ResolversTypes['UserProfileImageAddPayload'], ParentType, ContextType, RequireFields<MutationUserProfileImageAddArgs, 'input'>>;
  userProfileImageEdit?: Resolver<ResolversTypes['ProfileImagePayload'], ParentType, ContextType, RequireFields<MutationUserProfileImageEditArgs, 'input'>>;
  userProfileImageRemove?: Resolver<ResolversTypes['ProfileImageRemovePayload'], ParentType, ContextType, RequireFields<MutationUserProfileImageRemoveArgs, 'input'>>;
  userProfileImageSet?: Resolver<ResolversTypes['ProfileImagePayload'], ParentType, ContextType, RequireFields<MutationUserProfileImageSetArgs, 'input'>>;
  userProfileHeaderImageSet?: Resolver<ResolversTypes['ProfileImagePayload'], ParentType, ContextType, RequireFields<MutationUserProfileHeaderImageSetArgs, 'input'>>;
  imageContentRatingSet?: Resolver<ResolversTypes['ImageContentRatingSetPayload'], ParentType, ContextType, RequireFields<MutationImageContentRatingSetArgs, 'input'>>;
  sonaCreate?: Resolver<ResolversTypes['SonaPayload'], ParentType, ContextType, RequireFields<MutationSonaCreateArgs, 'input'>>;
  sonaEdit?: Resolver<ResolversTypes['SonaPayload'], ParentType, ContextType, RequireFields<MutationSonaEditArgs, 'input'>>;
  sonaRemove?: Resolver<ResolversTypes['SonaRemovePayload'], ParentType, ContextType, RequireFields<MutationSonaRemoveArgs, 'input'>>;
  userLocationGpsUpdate?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserLocationGpsUpdateArgs, 'input'>>;
  userUpdateLocation?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserUpdateLocationArgs, 'input'>>;
  userSetHomePlace?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetHomePlaceArgs, 'input'>>;
  userSetLocationPrecision?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, RequireFields<MutationUserSetLocationPrecisionArgs, 'input'>>;
  userResetLocation?: Resolver<ResolversTypes['ProfilePayload'], ParentType, ContextType, Partial<MutationUserResetLocationArgs>>;
  chatRoomArchive?: Resolver<ResolversTypes['ChatRoomPayload'], ParentType, ContextType, RequireFields<MutationChatRoomArchiveArgs, 'input'>>;
  chatRoomUnarchive?: Resolver<ResolversTypes['ChatRoomPayload'], ParentType, ContextType, RequireFields<MutationChatRoomUnarchiveArgs, 'input'>>;
  chatRoomCreatePrivate?: Resolver<ResolversTypes['ChatRoomPayload'], ParentType, ContextType, RequireFields<MutationChatRoomCreatePrivateArgs, 'input'>>;
  chatRoomLeave?: Resolver<ResolversTypes['ChatRoomRemovePayload'], ParentType, ContextType, RequireFields<MutationChatRoomLeaveArgs, 'input'>>;
  chatRoomRemove?: Resolver<ResolversTypes['ChatRoomRemovePayload'], ParentType, ContextType, RequireFields<MutationChatRoomRemoveArgs, 'input'>>;
  chatRoomRequestAccept?: Resolver<ResolversTypes['ChatRoomPayload'], ParentType, ContextType, RequireFields<MutationChatRoomRequestAcceptArgs, 'input'>>;
  chatRoomRequestReject?: Resolver<ResolversTypes['ChatRoomRemovePayload'], ParentType, ContextType, RequireFields<MutationChatRoomRequestRejectArgs, 'input'>>;
  chatRoomMessageSend?: Resolver<ResolversTypes['ChatRoomMessageSendPayload'], ParentType, ContextType, RequireFields<MutationChatRoomMessageSendArgs, 'input'>>;
  chatRoomPictureUpload?: Resolver<ResolversTypes['ChatRoomPictureUploadPayload'], ParentType, ContextType, RequireFields<MutationChatRoomPictureUploadArgs, 'input'>>;
  chatRoomMessageDelete?: Resolver<ResolversTypes['ChatRoomMessageDeletePayload'], ParentType, ContextType, RequireFields<MutationChatRoomMessageDeleteArgs, 'input'>>;
  chatRoomMessageEdit?: Resolver<ResolversTypes['ChatRoomMessageEditPayload'], ParentType, ContextType, RequireFields<MutationChatRoomMessageEditArgs, 'input'>>;
  chatRoomMessageReact?: Resolver<ResolversTypes['ChatRoomMessageReactPayload'], ParentType, ContextType, RequireFields<MutationChatRoomMessageReactArgs, 'input'>>;
  chatRoomReadMarkerUpdate?: Resolver<ResolversTypes['ChatRoomReadMarkerUpdatePayload'], ParentType, ContextType, RequireFields<MutationChatRoomReadMarkerUpdateArgs, 'input'>>;
  chatRoomStartTyping?: Resolver<ResolversTypes['ChatRoomTypingPayload'], ParentType, ContextType, RequireFields<MutationChatRoomStartTypingArgs, 'input'>>;
  chatRoomStopTyping?: Resolver<ResolversTypes['ChatRoomTypingPayload'], ParentType, ContextType, RequireFields<MutationChatRoomStopTypingArgs, 'input'>>;
  newsItemDismiss?: Resolver<ResolversTypes['NewsItemDismissPayload'], ParentType, ContextType, RequireFields<MutationNewsItemDismissArgs, 'input'>>;
  correctDateOfBirth?: Resolver<ResolversTypes['CorrectDateOfBirthPayload'], ParentType, ContextType, RequireFields<MutationCorrectDateOfBirthArgs, 'input'>>;
  publishConnectionTest?: Resolver<ResolversTypes['PublishConnectionTestPayload'], ParentType, ContextType, RequireFields<MutationPublishConnectionTestArgs, 'input'>>;
  reportProfile?: Resolver<ResolversTypes['ReportProfilePayload'], ParentType, ContextType, RequireFields<MutationReportProfileArgs, 'input'>>;
  moderationDismissReport?: Resolver<ResolversTypes['ModerationReportPayload'], ParentType, ContextType, RequireFields<MutationModerationDismissReportArgs, 'input'>>;
  moderationRemoveContent?: Resolver<ResolversTypes['ModerationReportPayload'], ParentType, ContextType, RequireFields<MutationModerationRemoveContentArgs, 'input'>>;
  moderationSuspendAccount?: Resolver<ResolversTypes['ModerationReportPayload'], ParentType, ContextType, RequireFields<MutationModerationSuspendAccountArgs, 'input'>>;
  notificationRead?: Resolver<ResolversTypes['NotificationReadPayload'], ParentType, ContextType, RequireFields<MutationNotificationReadArgs, 'input'>>;
  notificationsMarkAllRead?: Resolver<ResolversTypes['NotificationsMarkAllReadPayload'], ParentType, ContextType, Partial<MutationNotificationsMarkAllReadArgs>>;
  notificationPreferencesSet?: Resolver<ResolversTypes['NotificationPreferencesPayload'], ParentType, ContextType, RequireFields<MutationNotificationPreferencesSetArgs, 'input'>>;
  pushSubscriptionAdd?: Resolver<ResolversTypes['PushSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationPushSubscriptionAddArgs, 'input'>>;
  pushSubscriptionRemove?: Resolver<ResolversTypes['PushSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationPushSubscriptionRemoveArgs, 'input'>>;
  presenceSet?: Resolver<ResolversTypes['PresenceSetPayload'], ParentType, ContextType, RequireFields<MutationPresenceSetArgs, 'input'>>;
  groupCreate?: Resolver<ResolversTypes['GroupPayload'], ParentType, ContextType, RequireFields<MutationGroupCreateArgs, 'input'>>;
  groupJoin?: Resolver<ResolversTypes['GroupPayload'], ParentType, ContextType, RequireFields<MutationGroupJoinArgs, 'input'>>;
  groupLeave?: Resolver<ResolversTypes['GroupPayload'], ParentType, ContextType, RequireFields<MutationGroupLeaveArgs, 'input'>>;
  groupRequestApprove?: Resolver<ResolversTypes['GroupMemberPayload'], ParentType, ContextType, RequireFields<MutationGroupRequestApproveArgs, 'input'>>;
  groupRequestDecline?: Resolver<ResolversTypes['GroupMemberPayload'], ParentType, ContextType, RequireFields<MutationGroupRequestDeclineArgs, 'input'>>;
  groupMemberRemove?: Resolver<ResolversTypes['GroupMemberPayload'], ParentType, ContextType, RequireFields<MutationGroupMemberRemoveArgs, 'input'>>;
  groupModeratorSet?: Resolver<ResolversTypes['GroupMemberPayload'], ParentType, ContextType, RequireFields<MutationGroupModeratorSetArgs, 'input'>>;
  groupOwnershipTransfer?: Resolver<ResolversTypes['GroupMemberPayload'], ParentType, ContextType, RequireFields<MutationGroupOwnershipTransferArgs, 'input'>>;
  groupBlock?: Resolver<ResolversTypes['GroupBlockPayload'], ParentType, ContextType, RequireFields<MutationGroupBlockArgs, 'input'>>;
  groupUnblock?: Resolver<ResolversTypes['GroupBlockPayload'], ParentType, ContextType, RequireFields<MutationGroupUnblockArgs, 'input'>>;
  groupThreadCreate?: Resolver<ResolversTypes['GroupThreadPayload'], ParentType, ContextType, RequireFields<MutationGroupThreadCreateArgs, 'input'>>;
  groupReplyCreate?: Resolver<ResolversTypes['GroupReplyPayload'], ParentType, ContextType, RequireFields<MutationGroupReplyCreateArgs, 'input'>>;
  groupPostDelete?: Resolver<ResolversTypes['GroupPostDeletePayload'], ParentType, ContextType, RequireFields<MutationGroupPostDeleteArgs, 'input'>>;
  groupPostReport?: Resolver<ResolversTypes['GroupPostReportPayload'], ParentType, ContextType, RequireFields<MutationGroupPostReportArgs, 'input'>>;
  eventCreate?: Resolver<ResolversTypes['EventPayload'], ParentType, ContextType, RequireFields<MutationEventCreateArgs, 'input'>>;
  eventUpdate?: Resolver<ResolversTypes['EventPayload'], ParentType, ContextType, RequireFields<MutationEventUpdateArgs, 'input'>>;
  eventCancel?: Resolver<ResolversTypes['EventPayload'], ParentType, ContextType, RequireFields<MutationEventCancelArgs, 'input'>>;
  eventRsvp?: Resolver<ResolversTypes['EventPayload'], ParentType, ContextType, RequireFields<MutationEventRsvpArgs, 'input'>>;
  eventReport?: Resolver<ResolversTypes['EventReportPayload'], ParentType, ContextType, RequireFields<MutationEventReportArgs, 'input'>>;
};

export type DateOfBirthRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DateOfBirthRecord'] = ResolversParentTypes['DateOfBirthRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isAdult?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  corrections?: Resolver<Array<ResolversTypes['DateOfBirthCorrection']>, ParentType, ContextType>;
  sameEmailAccounts?: Resolver<Array<ResolversTypes['ModeratedProfile']>, ParentType, ContextType>;
};

export type DateOfBirthCorrectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DateOfBirthCorrection'] = ResolversParentTypes['DateOfBirthCorrection']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correctedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  correctedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldDateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  newDateOfBirth?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CorrectDateOfBirthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CorrectDateOfBirthPayload'] = ResolversParentTypes['CorrectDateOfBirthPayload']> = {
  record?: Resolver<ResolversTypes['DateOfBirthRecord'], ParentType, ContextType>;
};

export type GroupPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupPayload'] = ResolversParentTypes['GroupPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type GroupMemberPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupMemberPayload'] = ResolversParentTypes['GroupMemberPayload']> = {
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['GroupMember']>, ParentType, ContextType>;
  removedMemberId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GroupBlockPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupBlockPayload'] = ResolversParentTypes['GroupBlockPayload']> = {
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type GroupThreadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupThread'] = ResolversParentTypes['GroupThread']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['GroupReplyConnection'], ParentType, ContextType, RequireFields<GroupThreadRepliesArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupReplyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupReply'] = ResolversParentTypes['GroupReply']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['Profile']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupThreadEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupThreadEdge'] = ResolversParentTypes['GroupThreadEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupThread'], ParentType, ContextType>;
};

export type GroupThreadConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupThreadConnection'] = ResolversParentTypes['GroupThreadConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupThreadEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GroupReplyEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupReplyEdge'] = ResolversParentTypes['GroupReplyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupReply'], ParentType, ContextType>;
};

export type GroupReplyConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupReplyConnection'] = ResolversParentTypes['GroupReplyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GroupReplyEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type GroupThreadPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupThreadPayload'] = ResolversParentTypes['GroupThreadPayload']> = {
  threadEdge?: Resolver<ResolversTypes['GroupThreadEdge'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupReplyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupReplyPayload'] = ResolversParentTypes['GroupReplyPayload']> = {
  replyEdge?: Resolver<ResolversTypes['GroupReplyEdge'], ParentType, ContextType>;
  thread?: Resolver<ResolversTypes['GroupThread'], ParentType, ContextType>;
};

export type GroupPostDeletePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupPostDeletePayload'] = ResolversParentTypes['GroupPostDeletePayload']> = {
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['GroupThread']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
};

export type GroupPostReportPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupPostReportPayload'] = ResolversParentTypes['GroupPostReportPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GroupThreadEventKindResolvers = EnumResolverSignature<{ REPLY_ADDED?: any, REPLY_DELETED?: any, THREAD_DELETED?: any }, ResolversTypes['GroupThreadEventKind']>;

export type GroupThreadEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GroupThreadEvent'] = ResolversParentTypes['GroupThreadEvent']> = {
  kind?: Resolver<ResolversTypes['GroupThreadEventKind'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['GroupReply']>, ParentType, ContextType>;
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['GroupThread']>, ParentType, ContextType>;
};

export type ModeratedGroupPostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedGroupPost'] = ResolversParentTypes['ModeratedGroupPost']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRemoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectionTestEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ConnectionTestEvent'] = ResolversParentTypes['ConnectionTestEvent']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatRooms?: SubscriptionResolver<ResolversTypes['ChatRoomEvent'], "chatRooms", ParentType, ContextType>;
  chatRoom?: SubscriptionResolver<ResolversTypes['ChatRoomEvent'], "chatRoom", ParentType, ContextType, RequireFields<SubscriptionChatRoomArgs, 'roomId'>>;
  connectionTest?: SubscriptionResolver<ResolversTypes['ConnectionTestEvent'], "connectionTest", ParentType, ContextType, RequireFields<SubscriptionConnectionTestArgs, 'channel'>>;
  notifications?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notifications", ParentType, ContextType>;
  profilePresence?: SubscriptionResolver<ResolversTypes['ProfilePresenceEvent'], "profilePresence", ParentType, ContextType, RequireFields<SubscriptionProfilePresenceArgs, 'profileId'>>;
  groupThread?: SubscriptionResolver<ResolversTypes['GroupThreadEvent'], "groupThread", ParentType, ContextType, RequireFields<SubscriptionGroupThreadArgs, 'threadId'>>;
};

export type EventPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventPayload'] = ResolversParentTypes['EventPayload']> = {
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type EventReportPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EventReportPayload'] = ResolversParentTypes['EventReportPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ModeratedEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ModeratedEvent'] = ResolversParentTypes['ModeratedEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventBeginAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  isCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  DateTime?: GraphQLScalarType;
  Date?: GraphQLScalarType;
  Node?: NodeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ContentRating?: ContentRatingResolvers;
  ImageAccessPermission?: ImageAccessPermissionResolvers;
  AccessPermission?: AccessPermissionResolvers;
  RelationType?: RelationTypeResolvers;
  RelationshipStatus?: RelationshipStatusResolvers;
  Behaviour?: BehaviourResolvers;
  SexPosition?: SexPositionResolvers;
  SafeSex?: SafeSexResolvers;
  SexualOrientation?: SexualOrientationResolvers;
  SocialNetwork?: SocialNetworkResolvers;
  LocationPrecision?: LocationPrecisionResolvers;
  LocationType?: LocationTypeResolvers;
  LocationSearchType?: LocationSearchTypeResolvers;
  AccountProviderType?: AccountProviderTypeResolvers;
  ImageType?: ImageTypeResolvers;
  Role?: RoleResolvers;
  NewsAudience?: NewsAudienceResolvers;
  ExperimentType?: ExperimentTypeResolvers;
  ChatRoomStatus?: ChatRoomStatusResolvers;
  ChatRoomType?: ChatRoomTypeResolvers;
  ChatRoomFilter?: ChatRoomFilterResolvers;
  ChatRoomEventKind?: ChatRoomEventKindResolvers;
  AccountProvider?: AccountProviderResolvers<ContextType>;
  ActivitySummary?: ActivitySummaryResolvers<ContextType>;
  ContentOptions?: ContentOptionsResolvers<ContextType>;
  BlockedProfile?: BlockedProfileResolvers<ContextType>;
  BlockedGroup?: BlockedGroupResolvers<ContextType>;
  BlockedContent?: BlockedContentResolvers<ContextType>;
  BoopTransfer?: BoopTransferResolvers<ContextType>;
  BoopBalance?: BoopBalanceResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ProfileRole?: ProfileRoleResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Presence?: PresenceResolvers;
  ProfilePresenceEvent?: ProfilePresenceEventResolvers<ContextType>;
  ProfileActionPermission?: ProfileActionPermissionResolvers<ContextType>;
  ProfileEdge?: ProfileEdgeResolvers<ContextType>;
  ProfileConnection?: ProfileConnectionResolvers<ContextType>;
  PrivacySettings?: PrivacySettingsResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  ProfileLocation?: ProfileLocationResolvers<ContextType>;
  Bio?: BioResolvers<ContextType>;
  Hobby?: HobbyResolvers<ContextType>;
  BioAd?: BioAdResolvers<ContextType>;
  SocialAccount?: SocialAccountResolvers<ContextType>;
  Species?: SpeciesResolvers<ContextType>;
  Sona?: SonaResolvers<ContextType>;
  Kink?: KinkResolvers<ContextType>;
  ProfileKink?: ProfileKinkResolvers<ContextType>;
  Interest?: InterestResolvers<ContextType>;
  GroupRole?: GroupRoleResolvers;
  GroupJoinPolicy?: GroupJoinPolicyResolvers;
  GroupViewerStatus?: GroupViewerStatusResolvers;
  Group?: GroupResolvers<ContextType>;
  GroupMember?: GroupMemberResolvers<ContextType>;
  GroupMemberEdge?: GroupMemberEdgeResolvers<ContextType>;
  GroupMemberConnection?: GroupMemberConnectionResolvers<ContextType>;
  GroupEdge?: GroupEdgeResolvers<ContextType>;
  GroupConnection?: GroupConnectionResolvers<ContextType>;
  ProfileGroup?: ProfileGroupResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventViewerStatus?: EventViewerStatusResolvers;
  EventAttendee?: EventAttendeeResolvers<ContextType>;
  EventAttendeeEdge?: EventAttendeeEdgeResolvers<ContextType>;
  EventAttendeeConnection?: EventAttendeeConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventWhen?: EventWhenResolvers;
  ProfileEvent?: ProfileEventResolvers<ContextType>;
  RecentTrack?: RecentTrackResolvers<ContextType>;
  UploadedImage?: UploadedImageResolvers<ContextType>;
  ProfileImage?: ProfileImageResolvers<ContextType>;
  ProfileImageEdge?: ProfileImageEdgeResolvers<ContextType>;
  ProfileImageConnection?: ProfileImageConnectionResolvers<ContextType>;
  ChatRoomParticipant?: ChatRoomParticipantResolvers<ContextType>;
  ChatMessageTextPayload?: ChatMessageTextPayloadResolvers<ContextType>;
  ChatMessageSystemPayload?: ChatMessageSystemPayloadResolvers<ContextType>;
  ChatMessagePayload?: ChatMessagePayloadResolvers<ContextType>;
  ChatRoomMessage?: ChatRoomMessageResolvers<ContextType>;
  ChatMessagePicture?: ChatMessagePictureResolvers<ContextType>;
  ChatMessageReaction?: ChatMessageReactionResolvers<ContextType>;
  ChatReactionChange?: ChatReactionChangeResolvers<ContextType>;
  ChatRoomMessageEdge?: ChatRoomMessageEdgeResolvers<ContextType>;
  ChatRoomMessageConnection?: ChatRoomMessageConnectionResolvers<ContextType>;
  ChatRoom?: ChatRoomResolvers<ContextType>;
  ChatRoomMessageSearchEdge?: ChatRoomMessageSearchEdgeResolvers<ContextType>;
  ChatRoomMessageSearchConnection?: ChatRoomMessageSearchConnectionResolvers<ContextType>;
  ChatRoomEdge?: ChatRoomEdgeResolvers<ContextType>;
  ChatRoomConnection?: ChatRoomConnectionResolvers<ContextType>;
  ChatReadMarker?: ChatReadMarkerResolvers<ContextType>;
  ChatRoomEvent?: ChatRoomEventResolvers<ContextType>;
  NotificationKind?: NotificationKindResolvers;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  NotificationReadPayload?: NotificationReadPayloadResolvers<ContextType>;
  NotificationsMarkAllReadPayload?: NotificationsMarkAllReadPayloadResolvers<ContextType>;
  NotificationPreferencesPayload?: NotificationPreferencesPayloadResolvers<ContextType>;
  PushSubscriptionPayload?: PushSubscriptionPayloadResolvers<ContextType>;
  PresenceSetPayload?: PresenceSetPayloadResolvers<ContextType>;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  ExperimentTreatment?: ExperimentTreatmentResolvers<ContextType>;
  Experiment?: ExperimentResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  ReportReason?: ReportReasonResolvers;
  ModerationReportStatus?: ModerationReportStatusResolvers;
  ModerationActionKind?: ModerationActionKindResolvers;
  ModeratedProfile?: ModeratedProfileResolvers<ContextType>;
  ModeratedMessage?: ModeratedMessageResolvers<ContextType>;
  ModerationAction?: ModerationActionResolvers<ContextType>;
  ModerationReport?: ModerationReportResolvers<ContextType>;
  ModerationReportEdge?: ModerationReportEdgeResolvers<ContextType>;
  ModerationReportConnection?: ModerationReportConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  EmailLinkCreatePayload?: EmailLinkCreatePayloadResolvers<ContextType>;
  ProfilePayload?: ProfilePayloadResolvers<ContextType>;
  LikeProfilePayload?: LikeProfilePayloadResolvers<ContextType>;
  ExperimentTreatmentSetPayload?: ExperimentTreatmentSetPayloadResolvers<ContextType>;
  BlockProfilePayload?: BlockProfilePayloadResolvers<ContextType>;
  ProfileImageLikePayload?: ProfileImageLikePayloadResolvers<ContextType>;
  UserProfileImageAddPayload?: UserProfileImageAddPayloadResolvers<ContextType>;
  ProfileImagePayload?: ProfileImagePayloadResolvers<ContextType>;
  ProfileImageRemovePayload?: ProfileImageRemovePayloadResolvers<ContextType>;
  ImageContentRatingSetPayload?: ImageContentRatingSetPayloadResolvers<ContextType>;
  SonaPayload?: SonaPayloadResolvers<ContextType>;
  SonaRemovePayload?: SonaRemovePayloadResolvers<ContextType>;
  ChatRoomMessageReactPayload?: ChatRoomMessageReactPayloadResolvers<ContextType>;
  ChatRoomMessageEditPayload?: ChatRoomMessageEditPayloadResolvers<ContextType>;
  ChatRoomPayload?: ChatRoomPayloadResolvers<ContextType>;
  ChatRoomRemovePayload?: ChatRoomRemovePayloadResolvers<ContextType>;
  ChatRoomPictureUploadPayload?: ChatRoomPictureUploadPayloadResolvers<ContextType>;
  ChatRoomMessageSendPayload?: ChatRoomMessageSendPayloadResolvers<ContextType>;
  ChatRoomMessageDeletePayload?: ChatRoomMessageDeletePayloadResolvers<ContextType>;
  ChatRoomReadMarkerUpdatePayload?: ChatRoomReadMarkerUpdatePayloadResolvers<ContextType>;
  ChatRoomTypingPayload?: ChatRoomTypingPayloadResolvers<ContextType>;
  NewsItemDismissPayload?: NewsItemDismissPayloadResolvers<ContextType>;
  PublishConnectionTestPayload?: PublishConnectionTestPayloadResolvers<ContextType>;
  ReportProfilePayload?: ReportProfilePayloadResolvers<ContextType>;
  ModerationReportPayload?: ModerationReportPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  DateOfBirthRecord?: DateOfBirthRecordResolvers<ContextType>;
  DateOfBirthCorrection?: DateOfBirthCorrectionResolvers<ContextType>;
  CorrectDateOfBirthPayload?: CorrectDateOfBirthPayloadResolvers<ContextType>;
  GroupPayload?: GroupPayloadResolvers<ContextType>;
  GroupMemberPayload?: GroupMemberPayloadResolvers<ContextType>;
  GroupBlockPayload?: GroupBlockPayloadResolvers<ContextType>;
  GroupThread?: GroupThreadResolvers<ContextType>;
  GroupReply?: GroupReplyResolvers<ContextType>;
  GroupThreadEdge?: GroupThreadEdgeResolvers<ContextType>;
  GroupThreadConnection?: GroupThreadConnectionResolvers<ContextType>;
  GroupReplyEdge?: GroupReplyEdgeResolvers<ContextType>;
  GroupReplyConnection?: GroupReplyConnectionResolvers<ContextType>;
  GroupThreadPayload?: GroupThreadPayloadResolvers<ContextType>;
  GroupReplyPayload?: GroupReplyPayloadResolvers<ContextType>;
  GroupPostDeletePayload?: GroupPostDeletePayloadResolvers<ContextType>;
  GroupPostReportPayload?: GroupPostReportPayloadResolvers<ContextType>;
  GroupThreadEventKind?: GroupThreadEventKindResolvers;
  GroupThreadEvent?: GroupThreadEventResolvers<ContextType>;
  ModeratedGroupPost?: ModeratedGroupPostResolvers<ContextType>;
  ConnectionTestEvent?: ConnectionTestEventResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  EventPayload?: EventPayloadResolvers<ContextType>;
  EventReportPayload?: EventReportPayloadResolvers<ContextType>;
  ModeratedEvent?: ModeratedEventResolvers<ContextType>;
};

