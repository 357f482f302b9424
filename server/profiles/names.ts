import { badInput } from '../errors.ts';
import { BIDI_CONTROLS, hasVisibleCharacter } from '../text/characters.ts';

/**
 * A name shown to other members (display name, username, fursona name), trimmed: refused when it has nothing
 * visible in it or carries marks that reverse the text around it, since either lets one member pose as another.
 * `label` starts the message, e.g. 'Display name'.
 */
export function checkedName(value: string, label: string, maxLength: number) {
  const name = value.trim();
  if (!name) throw badInput(`${label} must not be empty.`);
  if (name.length > maxLength) throw badInput(`${label} must be at most ${maxLength} characters.`);
  if (BIDI_CONTROLS.test(name)) throw badInput(`${label} must not contain characters that change the direction of the text.`);
  if (!hasVisibleCharacter(name)) throw badInput(`${label} must contain at least one visible character.`);
  return name;
}
