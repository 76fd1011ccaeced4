import { BCBP_NAME_LENGTH, BoardingPassDataError } from './boarding-pass-fields';

/** The passenger's name in the barcode's alphabet: Resolution 792 names are Latin capitals only. */

/** Capital Latin letters with no decomposition that people still read as plain A-Z (ß and ı upper-case by themselves). */
const LATIN_FOLDS: Record<string, string> = { Æ: 'AE', Œ: 'OE', Ø: 'O', Ł: 'L', Đ: 'D', Ð: 'D', Þ: 'TH', Ħ: 'H' };
/** Characters a name may carry that a pass leaves out: BCBP names are letters only. */
const NAME_SEPARATORS = /[\s\-'.’]/gu;

/**
 * One part of a name in the barcode's alphabet: accents stripped (José → JOSE), special Latin letters folded
 * (Øre → ORE), spaces, hyphens and apostrophes dropped. Anything else is refused: a Chinese name must come in
 * pinyin capitals from the caller (李明 → LI/MING), as on the passenger's ticket; guessing a reading here could
 * print a name that differs from the ticket the gate checks.
 */
export function latinNamePart(part: string): string {
  const folded = part
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/./gu, (c) => LATIN_FOLDS[c] ?? c)
    .replace(NAME_SEPARATORS, '');
  const refused = [...new Set(folded.replace(/[A-Z]/g, ''))];
  if (refused.length > 0) {
    throw new BoardingPassDataError(
      'passengerName',
      `"${part}" has characters a boarding pass cannot carry (${refused.join(' ')}): names must be in Latin letters, ` +
        'and Chinese names in pinyin capitals as on the ticket (李明 → LI/MING)',
    );
  }
  return folded;
}

/** SURNAME/GIVEN in the barcode's alphabet, not yet cut to 20 (what the PDF and the screen print). */
export function ticketName(passengerName: string): string {
  const parts = passengerName.split('/');
  if (parts.length !== 2) {
    throw new BoardingPassDataError('passengerName', `"${passengerName}" is not SURNAME/GIVEN`);
  }
  const [surname, given] = parts.map(latinNamePart) as [string, string];
  if (!surname || !given) {
    throw new BoardingPassDataError('passengerName', `"${passengerName}" needs both a surname and a given name`);
  }
  return `${surname}/${given}`;
}

/** The name as the barcode carries it: `ticketName`, cut at 20 characters as Resolution 792 does. */
export function bcbpName(passengerName: string): string {
  return ticketName(passengerName).slice(0, BCBP_NAME_LENGTH);
}
