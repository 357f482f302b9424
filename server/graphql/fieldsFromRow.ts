import type { ResolversParentTypes } from './__generated__/resolvers.ts';

/** The object types the resolver codegen maps to a row or value of their own (scripts/codegen.mjs). */
type MappedType = keyof typeof import('./typeSources.json') & keyof ResolversParentTypes;

/**
 * For each mapped type, the schema fields GraphQL's default resolver reads straight off the row, by the same
 * name. TypeScript checks each name is a property of the type's source (server/graphql/sources.ts), and that
 * every mapped type has an entry; server/graphql/resolverCoverage.ts checks each is a field of the schema.
 * Any other field of a mapped type needs a resolver.
 */
export const FIELDS_FROM_ROW: { [Type in MappedType]: readonly (keyof ResolversParentTypes[Type] & string)[] } = {
  Viewer: [],
  Profile: [],
  Bio: [],
  ModeratedProfile: [],
  ProfileImage: [],
  UploadedImage: ['uuid', 'contentRating', 'width', 'height', 'blurHash'],
  Sona: [],
  Species: ['popularity'],
  Interest: ['interest', 'popularity'],
  SocialAccount: ['url', 'value'],
  ProfileKink: [],
  Kink: [],
  ProfileGroup: [],
  Group: ['uuid'],
  ProfileEvent: [],
  Event: ['uuid'],
  Place: ['placeId', 'place', 'region', 'country', 'countryCode', 'longitude', 'latitude'],
  ChatRoom: [],
  ChatRoomMessage: [],
  ChatMessagePicture: [],
  ChatRoomParticipant: [],
  ChatRoomEvent: ['kind', 'roomId', 'date'],
  FeatureFlag: ['key', 'title', 'description'],
  Experiment: ['key', 'name', 'type', 'control'],
  ExperimentTreatment: ['description'],
  NewsItem: ['title', 'slug', 'category', 'audiences', 'content'],
  ModerationReport: ['reason', 'details', 'status'],
  ModeratedMessage: [],
  GroupThread: [],
  GroupReply: [],
  ModeratedGroupPost: [],
  ModeratedEvent: [],
  ModerationAction: ['kind', 'note'],
  DateOfBirthRecord: [],
  DateOfBirthCorrection: [],
  Notification: [],
};
