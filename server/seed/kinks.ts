/**
 * Kinks After Dark profiles can list. Hard ones are only shown to people who opted in to hard content,
 * single-player ones need no partner. Names stay clinical: this is catalogue data, not content.
 */
export interface KinkSeed {
  name: string;
  category: string;
  isHard?: boolean;
  isSinglePlayer?: boolean;
}

const POWER = 'Power Exchange';
const BONDAGE = 'Bondage';
const SENSATION = 'Sensation';
const ROLEPLAY = 'Roleplay';
const FETISH = 'Fetish';
const FANDOM = 'Fandom';
const EXHIBITION = 'Exhibition';

export const KINKS: KinkSeed[] = [
  { name: 'Dominance', category: POWER },
  { name: 'Submission', category: POWER },
  { name: 'Praise', category: POWER },
  { name: 'Degradation', category: POWER },
  { name: 'Orgasm Control', category: POWER },
  { name: 'Service', category: POWER },
  { name: 'Consensual Non-Consent', category: POWER, isHard: true },
  { name: 'Rope Bondage', category: BONDAGE },
  { name: 'Cuffs', category: BONDAGE },
  { name: 'Collars & Leashes', category: BONDAGE },
  { name: 'Gags', category: BONDAGE },
  { name: 'Blindfolds', category: BONDAGE },
  { name: 'Mummification', category: BONDAGE, isHard: true },
  { name: 'Spanking', category: SENSATION },
  { name: 'Tickling', category: SENSATION },
  { name: 'Biting', category: SENSATION },
  { name: 'Scratching', category: SENSATION },
  { name: 'Wax Play', category: SENSATION },
  { name: 'Impact Play', category: SENSATION },
  { name: 'Edging', category: SENSATION, isSinglePlayer: true },
  { name: 'Breath Play', category: SENSATION, isHard: true },
  { name: 'Knife Play', category: SENSATION, isHard: true },
  { name: 'Pet Play', category: ROLEPLAY },
  { name: 'Predator & Prey', category: ROLEPLAY },
  { name: 'Hypnosis', category: ROLEPLAY },
  { name: 'Teacher & Student', category: ROLEPLAY },
  { name: 'Captor & Captive', category: ROLEPLAY },
  { name: 'Leather', category: FETISH },
  { name: 'Latex', category: FETISH },
  { name: 'Rubber', category: FETISH },
  { name: 'Uniforms', category: FETISH },
  { name: 'Musk', category: FETISH },
  { name: 'Feet & Paws', category: FETISH },
  { name: 'Watersports', category: FETISH, isHard: true },
  { name: 'Murrsuiting', category: FANDOM },
  { name: 'Macro & Micro', category: FANDOM },
  { name: 'Transformation', category: FANDOM, isSinglePlayer: true },
  { name: 'Inflation', category: FANDOM },
  { name: 'Vore', category: FANDOM, isHard: true },
  { name: 'Exhibitionism', category: EXHIBITION },
  { name: 'Voyeurism', category: EXHIBITION },
  { name: 'Public Play', category: EXHIBITION, isHard: true },
];
