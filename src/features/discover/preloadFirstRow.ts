import type { GraphQLResponse } from 'relay-runtime';
import { cardPicture, FIRST_ROW_UNMEASURED, type CardImage } from './cardPicture';

interface GridAnswer {
  data?: {
    profileSearch?: {
      edges?: { node?: { primaryImage?: { image?: CardImage | null } | null; primaryImageAd?: { image?: CardImage | null } | null } }[];
    };
  };
}

/**
 * Asks for the first row's pictures as soon as the grid's answer arrives (fetched ahead, before the route's JS
 * has come), with the same URL, srcset and sizes the cards' <img> will use: the largest paint of home is one of
 * these pictures, and the browser then has its bytes by the time the grid renders it.
 */
export function preloadFirstRow(response: GraphQLResponse, isAd: boolean, blur: boolean, doc: Document = document) {
  const edges = (response as GridAnswer).data?.profileSearch?.edges ?? [];
  for (const edge of edges.slice(0, FIRST_ROW_UNMEASURED)) {
    const image = (isAd ? edge.node?.primaryImageAd : edge.node?.primaryImage)?.image;
    if (!image?.url) continue;
    const picture = cardPicture(image, blur);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = picture.src;
    if (picture.srcSet) link.setAttribute('imagesrcset', picture.srcSet);
    if (picture.sizes) link.setAttribute('imagesizes', picture.sizes);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}
