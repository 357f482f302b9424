import cure from 'decancer';

/** Characters that draw nothing (zero-width space and joiners, soft hyphen, format marks): dropped, not spaced. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** Symbols and emoji. Each is spaced off, so '™' folds to a word of its own ("tm") and '✔' ends the word before it. */
const SYMBOL = /\p{S}/gu;

/** A lower-case letter then a capital: "SnootTeam" is read as two words. */
const CASE_CHANGE = /(\p{Ll})(\p{Lu})/gu;

/** Digits and signs written for letters ("Sn00t", "@dmin", "5upport"). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const LEET_CHARACTERS = /[013457@$]/g;

const unLeet = (text: string) => text.replace(LEET_CHARACTERS, (character) => LEET[character]);

/**
 * A name as a reader takes it in: compatibility forms folded (NFKC: full-width, circled, mathematical letters),
 * invisible characters dropped, look-alikes from other scripts and diacritics mapped to plain Latin letters
 * (decancer keeps the Unicode confusables table), lower case, and digits read as the letters they stand in for.
 */
export function foldName(name: string): string {
  const spaced = unLeet(name.replace(INVISIBLE, '')).replace(SYMBOL, ' $& ').normalize('NFKC').replace(CASE_CHANGE, '$1 $2');
  return unLeet(cure(spaced).toString());
}

/** The Latin words of a folded name, in order; anything that is not a letter a to z separates words. */
export const foldedWords = (folded: string) => folded.split(/[^a-z]+/).filter(Boolean);

/**
 * A name folded without its spaces, punctuation, symbols and emoji: two names that read alike ("Rook Raven",
 * "RookRaven ✔", "Rооk Rаvеn") have the same key. Symbols go after NFKC, which has made circled letters letters.
 */
export const nameKey = (name: string) => foldName(name.normalize('NFKC').replace(SYMBOL, '')).replace(/[^\p{L}\p{N}]/gu, '');
