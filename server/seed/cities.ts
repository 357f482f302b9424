import type { Rng } from './random.ts';

/** A real city the demo community lives around; `placeId` is its GeoNames id. */
export interface City {
  placeId: string;
  place: string;
  region: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** ISO 639-1 codes people there commonly speak besides English. */
  languages: string[];
  /** Relative share of seeded profiles. */
  weight: number;
}

export const BERLIN_PLACE_ID = '2950159';

export const CITIES: City[] = [
  {
    placeId: BERLIN_PLACE_ID,
    place: 'Berlin',
    region: 'Land Berlin',
    country: 'Germany',
    countryCode: 'DE',
    latitude: 52.52437,
    longitude: 13.41053,
    languages: ['de', 'tr', 'pl'],
    weight: 14,
  },
  {
    placeId: '2867714',
    place: 'Munich',
    region: 'Bavaria',
    country: 'Germany',
    countryCode: 'DE',
    latitude: 48.13743,
    longitude: 11.57549,
    languages: ['de'],
    weight: 4,
  },
  {
    placeId: '2911298',
    place: 'Hamburg',
    region: 'Hamburg',
    country: 'Germany',
    countryCode: 'DE',
    latitude: 53.55073,
    longitude: 9.99302,
    languages: ['de'],
    weight: 4,
  },
  {
    placeId: '2643743',
    place: 'London',
    region: 'England',
    country: 'United Kingdom',
    countryCode: 'GB',
    latitude: 51.50853,
    longitude: -0.12574,
    languages: ['fr', 'pl', 'es'],
    weight: 10,
  },
  {
    placeId: '5128581',
    place: 'New York City',
    region: 'New York',
    country: 'United States',
    countryCode: 'US',
    latitude: 40.71427,
    longitude: -74.00597,
    languages: ['es', 'zh'],
    weight: 10,
  },
  {
    placeId: '5391959',
    place: 'San Francisco',
    region: 'California',
    country: 'United States',
    countryCode: 'US',
    latitude: 37.77493,
    longitude: -122.41942,
    languages: ['es', 'zh', 'tl'],
    weight: 8,
  },
  {
    placeId: '5368361',
    place: 'Los Angeles',
    region: 'California',
    country: 'United States',
    countryCode: 'US',
    latitude: 34.05223,
    longitude: -118.24368,
    languages: ['es', 'ko'],
    weight: 6,
  },
  {
    placeId: '5809844',
    place: 'Seattle',
    region: 'Washington',
    country: 'United States',
    countryCode: 'US',
    latitude: 47.60621,
    longitude: -122.33207,
    languages: ['es', 'vi'],
    weight: 4,
  },
  {
    placeId: '4887398',
    place: 'Chicago',
    region: 'Illinois',
    country: 'United States',
    countryCode: 'US',
    latitude: 41.85003,
    longitude: -87.65005,
    languages: ['es', 'pl'],
    weight: 6,
  },
  {
    placeId: '6167865',
    place: 'Toronto',
    region: 'Ontario',
    country: 'Canada',
    countryCode: 'CA',
    latitude: 43.70011,
    longitude: -79.4163,
    languages: ['fr', 'zh', 'pa'],
    weight: 6,
  },
  {
    placeId: '6173331',
    place: 'Vancouver',
    region: 'British Columbia',
    country: 'Canada',
    countryCode: 'CA',
    latitude: 49.24966,
    longitude: -123.11934,
    languages: ['fr', 'zh'],
    weight: 3,
  },
  {
    placeId: '2147714',
    place: 'Sydney',
    region: 'New South Wales',
    country: 'Australia',
    countryCode: 'AU',
    latitude: -33.86785,
    longitude: 151.20732,
    languages: ['zh', 'ar'],
    weight: 5,
  },
  {
    placeId: '2158177',
    place: 'Melbourne',
    region: 'Victoria',
    country: 'Australia',
    countryCode: 'AU',
    latitude: -37.814,
    longitude: 144.96332,
    languages: ['zh', 'el', 'it'],
    weight: 3,
  },
  {
    placeId: '2759794',
    place: 'Amsterdam',
    region: 'North Holland',
    country: 'Netherlands',
    countryCode: 'NL',
    latitude: 52.37403,
    longitude: 4.88969,
    languages: ['nl', 'de'],
    weight: 5,
  },
  {
    placeId: '2673730',
    place: 'Stockholm',
    region: 'Stockholm',
    country: 'Sweden',
    countryCode: 'SE',
    latitude: 59.32938,
    longitude: 18.06871,
    languages: ['sv', 'fi'],
    weight: 4,
  },
  {
    placeId: '2761369',
    place: 'Vienna',
    region: 'Vienna',
    country: 'Austria',
    countryCode: 'AT',
    latitude: 48.20849,
    longitude: 16.37208,
    languages: ['de', 'hu', 'cs'],
    weight: 4,
  },
  {
    placeId: '2618425',
    place: 'Copenhagen',
    region: 'Capital Region',
    country: 'Denmark',
    countryCode: 'DK',
    latitude: 55.67594,
    longitude: 12.56553,
    languages: ['da', 'sv'],
    weight: 2,
  },
  {
    placeId: '2988507',
    place: 'Paris',
    region: 'Île-de-France',
    country: 'France',
    countryCode: 'FR',
    latitude: 48.85341,
    longitude: 2.3488,
    languages: ['fr'],
    weight: 2,
  },
];

export const BERLIN = CITIES[0];

const CITY_WEIGHTS = CITIES.map((city) => city.weight);

export function pickCity(rng: Rng) {
  return rng.weighted(CITIES, CITY_WEIGHTS);
}

const EARTH_KM_PER_DEGREE = 111.32;

/**
 * A point up to `radiusKm` from the city centre, uniform over the disc (hence the square root), rounded to
 * three decimals like every stored coordinate.
 */
export function scatter(rng: Rng, city: City, radiusKm = 50) {
  const distance = radiusKm * Math.sqrt(rng.next());
  const bearing = rng.next() * 2 * Math.PI;
  const latitude = city.latitude + (distance * Math.cos(bearing)) / EARTH_KM_PER_DEGREE;
  const longitude = city.longitude + (distance * Math.sin(bearing)) / (EARTH_KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: round3(latitude), longitude: round3(longitude) };
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}
