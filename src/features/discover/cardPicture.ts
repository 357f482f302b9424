import { srcSetFor } from '../../lib/imageSrcSet';
import { cardSizes } from './gridLayout';

/** Ratings a member who blurs explicit content sees blurred. */
const BLURRED_RATINGS = new Set(['EXPLICIT', 'HARD']);
const CARD_SIZES = cardSizes();
/** Cards counted as the first row before the grid is measured: a desktop row, a phone's first screen. */
export const FIRST_ROW_UNMEASURED = 6;

export interface CardImage {
  url: string;
  blurredUrl: string;
  contentRating: string;
}

/**
 * What a card's picture asks the server for: a blurred picture is small on any screen; a clear one comes at the
 * width the card needs. One place, so the first row's early preload asks for exactly what the cards will.
 */
export function cardPicture(image: CardImage, blur: boolean) {
  const blurred = blur && BLURRED_RATINGS.has(image.contentRating);
  return blurred
    ? { src: image.blurredUrl, srcSet: undefined, sizes: undefined }
    : { src: image.url, srcSet: srcSetFor(image.url), sizes: CARD_SIZES };
}
