/** Control characters no member types: C0 but tab, line feed and carriage return; DEL; C1. NUL breaks PostgreSQL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this one.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Marks that reorder the text around them (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069): a name could fake another. */
export const BIDI_CONTROLS = /\p{Bidi_Control}/u;

/** A character that draws something: not space, not zero-width or otherwise ignorable, not a lone mark, not a blank. */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u;

export const hasVisibleCharacter = (text: string) => VISIBLE.test(text);

/** Half of a UTF-16 pair without its other half: it cannot be stored or shown. */
// With the u flag a proper pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);
