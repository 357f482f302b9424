import sharp from 'sharp';
import type { App } from '../../server/app.ts';
import { graphql, logIn } from './harness.ts';

export function yearsAgo(years: number) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Logs in a new member and completes onboarding; returns their token and profile uuid. */
export async function newMember(app: App, email: string, age = 30) {
  const token = await logIn(app, email);
  await graphql(app, token, 'mutation ($n: String!) { userSetDisplayName(input: {displayName: $n}) { viewer { id } } }', {
    n: email.split('@')[0],
  });
  await graphql(app, token, 'mutation ($d: Date!) { userSetDateOfBirth(input: {dateOfBirth: $d}) { viewer { id } } }', {
    d: yearsAgo(age),
  });
  const me = await graphql<{ viewer: { profile: { uuid: string } } }>(app, token, '{ viewer { profile { uuid } } }');
  return { token, uuid: me.data!.viewer.profile.uuid };
}

/** A JPEG with camera EXIF and a GPS position, as a phone would upload it. */
export function photoWithGps(width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Snoot test phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 18/1' },
    })
    .toBuffer();
}

export const dataUrl = (bytes: Uint8Array, type = 'image/jpeg') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const ADD_IMAGE = `mutation ($input: UserProfileImageAddInput!) {
  userProfileImageAdd(input: $input) { profileImageEdge { node { id accessPermission image { uuid width height blurHash contentRating url(width: 1536) } } } }
}`;

export interface AddedImage {
  id: string;
  accessPermission: string;
  image: { uuid: string; width: number; height: number; blurHash: string; contentRating: string; url: string };
}

export async function addImage(app: App, token: string, image: string, extra: Record<string, unknown> = {}) {
  return graphql<{ userProfileImageAdd: { profileImageEdge: { node: AddedImage } } }>(app, token, ADD_IMAGE, {
    input: { image, ...extra },
  });
}
