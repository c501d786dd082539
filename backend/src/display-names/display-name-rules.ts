/**
 * What a chosen display name (a Google account's) may look like, and when two names read as one (pure). A name is
 * cleaned of what cannot be seen, capped, and compared by its key: Unicode compatibility normalisation, case folding
 * and the confusables skeleton of Unicode's TR39 (`unhomoglyph` carries its table), so `Воris` (Cyrillic В and о)
 * and `boris` share one.
 */
import { isGuestName } from '@tabletop/game-kit';
import unhomoglyph from 'unhomoglyph';

/** The longest display name, in code points, before a clash's numbered suffix. */
export const DISPLAY_NAME_MAX = 32;
/** The name of a Google account whose token gives neither a usable name nor an e-mail. */
export const FALLBACK_DISPLAY_NAME = 'Player';
/** Combining marks kept on one character: enough for any script, too few to stack over the lines around it. */
const MARKS_PER_CHARACTER = 4;

// Never visible on their own: controls, format characters (bidirectional overrides, embeddings and isolates,
// zero-width spaces and joiners, the soft hyphen), private use, unassigned code points and lone surrogates; and the
// letters and symbols that draw as a blank (the Hangul fillers, the braille blank).
const INVISIBLE = /[\p{C}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const SPACES = /[\s\p{Z}]+/gu;
const STACKED_MARKS = new RegExp(`(\\p{M}{${MARKS_PER_CHARACTER}})\\p{M}+`, 'gu');
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The name with every space one space and nothing invisible left, trimmed. */
function visibleText(name: string): string {
  return name.replace(SPACES, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/**
 * A name as it may be shown: visible characters only (see INVISIBLE), spaces collapsed, marks not stacked, composed
 * (NFC), and cut at a character boundary to at most DISPLAY_NAME_MAX code points. Empty when nothing visible is left.
 */
export function cleanDisplayName(name: string): string {
  const text = visibleText(name).replace(STACKED_MARKS, '$1').normalize('NFC');
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (length + size > DISPLAY_NAME_MAX) break;
    kept += segment;
    length += size;
  }
  return kept.trim();
}

/** The display name for a Google account: its name, else its e-mail's local part, else FALLBACK_DISPLAY_NAME. */
export function googleDisplayName(claims: { name?: unknown; email?: unknown }): string {
  const name = typeof claims.name === 'string' ? cleanDisplayName(claims.name) : '';
  const local = typeof claims.email === 'string' ? cleanDisplayName(claims.email.split('@')[0]) : '';
  return name || local || FALLBACK_DISPLAY_NAME;
}

/** TR39's skeleton: decomposed, each confusable replaced by its prototype, decomposed again. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * What a name shares with every name read as the same one, for comparing only (never shown): NFKC, then upper case,
 * so that no case of the name can change the key, then the skeleton of that and of its lower case, so that look-alikes
 * of capitals (Cyrillic В for B) and of small letters (rn for m) both count.
 */
export function displayNameKey(name: string): string {
  const text = visibleText(name.normalize('NFKC'));
  return skeleton(skeleton(text.toUpperCase()).toLowerCase());
}

const COMPUTER_WORD = displayNameKey('Computer');
const [OPEN, CLOSE] = [displayNameKey('('), displayNameKey(')')];
const GUEST_WORD = displayNameKey('Guest');
/** What each character of a guest's four may turn into. */
const GUEST_CHARACTER_KEYS = [...new Set([...'0123456789abcdefghijklmnopqrstuvwxyz'].map(displayNameKey))];
const GUEST_CHARACTERS = 4;

/** Whether `rest` is exactly `count` keys of guest characters in a row. */
function guestCharacters(rest: string, count: number): boolean {
  if (count === 0) return rest === '';
  return GUEST_CHARACTER_KEYS.some(
    (piece) => rest.startsWith(piece) && guestCharacters(rest.slice(piece.length), count - 1),
  );
}

/** `Guest XXXX`, as a guest is shown (game-kit's displayName), in any spelling that reads the same. */
function readsAsGuest(key: string): boolean {
  const prefix = `${GUEST_WORD} `;
  return key.startsWith(prefix) && guestCharacters(key.slice(prefix.length), GUEST_CHARACTERS);
}

/**
 * `Computer (…)`, as the computer folder names its seats (`Computer (Easy)`, `Computer (Hard)`, and any level to come),
 * in any spelling that reads the same.
 */
function readsAsComputer(key: string): boolean {
  return key.startsWith(`${COMPUTER_WORD} ${OPEN}`) && key.endsWith(CLOSE);
}

/**
 * Whether a name would pass for one the site gives: a computer seat's, a guest's `Guest XXXX`, or a UUID (which the
 * site shows as a guest's name).
 */
export function reservedDisplayName(name: string): boolean {
  const key = displayNameKey(name);
  return readsAsComputer(key) || readsAsGuest(key) || isGuestName(visibleText(name.normalize('NFKC')));
}

/**
 * The names tried in order for a new display name: `name`, `name-2`, `name-3`… (`count` in all), less those that
 * would pass for a name the site gives.
 */
export function displayNameCandidates(name: string, count: number): string[] {
  const all = [name, ...Array.from({ length: count - 1 }, (_, index) => `${name}-${index + 2}`)];
  return all.filter((candidate) => !reservedDisplayName(candidate));
}
