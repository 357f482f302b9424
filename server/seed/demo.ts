import { DEMO_STAFF_EMAIL } from '../profiles/demoStaff.ts';
import { BERLIN, CITIES, type City } from './cities.ts';

/** The accounts a developer or tester logs in with (one-time code to these addresses). */
export interface DemoLogin {
  email: string;
  displayName: string;
  username: string;
  roles: string[];
  age: number;
  isAdOptIn: boolean;
  city: City;
  species: string;
  bio: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: DEMO_STAFF_EMAIL,
    displayName: 'Rook Raven',
    username: 'rook',
    roles: ['TEAM'],
    age: 34,
    isAdOptIn: true,
    city: BERLIN,
    species: 'Raven',
    bio: 'Part of the Snoot team. I keep the servers fed and the bugs squashed. Say hi if something looks off!',
  },
  {
    email: 'vip@example.com',
    displayName: 'Sable Snow Leopard',
    username: 'sable',
    roles: ['SUPPORTER_VIP'],
    age: 27,
    isAdOptIn: false,
    city: CITIES.find((city) => city.place === 'London')!,
    species: 'Snow Leopard',
    bio: 'Proud VIP supporter. Fursuiter, con regular and professional napper.',
  },
  {
    email: 'member@example.com',
    displayName: 'Mika Fox',
    username: 'mikafox',
    roles: [],
    age: 29,
    isAdOptIn: false,
    city: BERLIN,
    species: 'Red Fox',
    bio: 'Berlin fox who loves hiking, synthwave and way too much coffee. Always up for a furmeet.',
  },
  {
    email: 'minor@example.com',
    displayName: 'Pip Otter',
    username: 'pipotter',
    roles: [],
    age: 16,
    isAdOptIn: false,
    city: BERLIN,
    species: 'River Otter',
    bio: 'Sixteen, drawing every day and learning to sew my first partial.',
  },
];
