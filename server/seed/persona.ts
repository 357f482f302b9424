import { Faker, base, en } from '@faker-js/faker';
import { pickCity, type City } from './cities.ts';
import type { SeedContext } from './context.ts';
import type { DemoLogin } from './demo.ts';
import { Rng } from './random.ts';

/**
 * Who a seeded profile is, decided once and shared by every table builder (profile row, gallery, kinks...),
 * so that e.g. only After Dark adults get explicit images and kinks.
 */
export interface Persona {
  index: number;
  id: string;
  rng: Rng;
  faker: Faker;
  demo?: DemoLogin;
  displayName: string;
  age: number;
  isAdult: boolean;
  isAdOptIn: boolean;
  isExplicitOptIn: boolean;
  isHardOptIn: boolean;
  roles: string[];
  city: City;
  /** Species of the main sona, also used in names and bios. */
  species: SeedContext['species'][number];
}

const faker = new Faker({ locale: [en, base] });

const AGE_BANDS: [min: number, max: number][] = [
  [16, 17],
  [18, 24],
  [25, 34],
  [35, 44],
  [45, 60],
];
const AGE_WEIGHTS = [4, 36, 40, 14, 6];

export function makePersona(ctx: SeedContext, index: number, demo?: DemoLogin): Persona {
  // One stream per profile: profile i is the same whatever profileCount is and however batches are cut.
  const rng = Rng.stream(ctx.seed, 'profile', index);
  faker.seed([ctx.seed, index]);
  const id = rng.uuid();
  const [min, max] = rng.weighted(AGE_BANDS, AGE_WEIGHTS);
  const age = demo?.age ?? rng.int(min, max);
  const isAdult = age >= 18;
  const isAdOptIn = demo ? demo.isAdOptIn : isAdult && rng.chance(1 / 3);
  const isExplicitOptIn = isAdOptIn && (demo !== undefined || rng.chance(0.8));
  const species = demo ? (ctx.species.find((entry) => entry.name === demo.species) ?? ctx.species[0]) : pickSpecies(ctx, rng);
  return {
    index,
    id,
    rng,
    faker,
    demo,
    displayName: demo?.displayName ?? displayName(rng, species.name),
    age,
    isAdult,
    isAdOptIn,
    isExplicitOptIn,
    isHardOptIn: isExplicitOptIn && (demo?.roles.includes('TEAM') || rng.chance(0.3)),
    roles: demo?.roles ?? pickRoles(rng),
    city: demo?.city ?? pickCity(rng),
    species,
  };
}

export function pickSpecies(ctx: SeedContext, rng: Rng) {
  return rng.weighted(ctx.species, speciesWeights(ctx));
}

const weightCache = new WeakMap<object, number[]>();
function speciesWeights(ctx: SeedContext) {
  let weights = weightCache.get(ctx.species);
  if (!weights) weightCache.set(ctx.species, (weights = ctx.species.map((entry) => entry.popularity)));
  return weights;
}

/** Furries mostly go by their sona's name, sometimes with the species, sometimes by their own name. */
function displayName(rng: Rng, species: string) {
  const animal = species.split(' ').at(-1)!;
  const style = rng.int(0, 9);
  if (style < 3) return `${faker.person.firstName()} ${animal}`;
  if (style < 6) return sonaName(rng);
  if (style < 8) return `${sonaName(rng)} the ${animal}`;
  return faker.person.firstName();
}

const SONA_NAMES = [
  'Ember',
  'Sable',
  'Rook',
  'Kiba',
  'Ash',
  'Juniper',
  'Nova',
  'Rusty',
  'Cinder',
  'Pixel',
  'Echo',
  'Maple',
  'Sirius',
  'Kestrel',
  'Onyx',
  'Biscuit',
  'Mocha',
  'Sprocket',
  'Zephyr',
  'Tundra',
  'Saffron',
  'Cobalt',
  'Hazel',
  'Flint',
  'Indigo',
  'Marble',
  'Nimbus',
  'Pepper',
  'Quill',
  'Rune',
  'Sorrel',
  'Talon',
  'Umber',
  'Vesper',
  'Willow',
  'Yuki',
  'Zara',
  'Aurora',
  'Bramble',
  'Clover',
  'Dusk',
  'Fable',
  'Glimmer',
  'Hex',
  'Inkwell',
  'Jasper',
  'Koda',
  'Lumen',
  'Mosswick',
  'Nyx',
  'Orion',
  'Pebble',
  'Riven',
  'Scout',
  'Tansy',
  'Kairo',
  'Lyric',
  'Mirage',
  'Nacho',
  'Toast',
  'Waffles',
  'Soba',
  'Kumo',
  'Basil',
  'Fennel',
  'Rowan',
];

export function sonaName(rng: Rng) {
  return rng.chance(0.75) ? rng.pick(SONA_NAMES) : faker.person.firstName();
}

function pickRoles(rng: Rng) {
  const roll = rng.next();
  if (roll < 0.003) return ['TEAM'];
  if (roll < 0.013) return ['SUPPORTER_VIP'];
  if (roll < 0.053) return ['SUPPORTER'];
  return [];
}

/** A date of birth that makes the person exactly `age` years old on `now`'s UTC date. */
export function dateOfBirth(now: Date, age: number, daysBeforeBirthday: number) {
  const birthday = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  // Feb 29 on a non-leap year rolls into March; step back to Feb 28 so the age is not one short.
  if (birthday.getUTCMonth() !== now.getUTCMonth()) birthday.setUTCDate(0);
  birthday.setUTCDate(birthday.getUTCDate() - daysBeforeBirthday);
  return birthday.toISOString().slice(0, 10);
}
