import { createHash } from 'node:crypto';
import { pinyin } from 'pinyin-pro';

/**
 * Names and references a boarding pass carries (decision 20): the passenger's name in Latin capitals as on
 * the ticket, the order's record locator, and the match of a name a visitor types against a passenger.
 */

/** Two-character surnames: the rest of a Chinese name is the given name (欧阳娜娜 → OUYANG/NANA). */
const COMPOUND_SURNAMES = new Set([
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '司空',
  '令狐',
  '夏侯',
  '轩辕',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '百里',
  '呼延',
  '万俟',
  '闻人',
  '申屠',
  '澹台',
  '公冶',
  '太史',
  '钟离',
  '赫连',
  '濮阳',
  '淳于',
  '单于',
  '拓跋',
]);

/** Pinyin capitals without tones; ü is written YU, as on Chinese passports (吕 → LYU). */
function latin(chinese: string, surname: boolean): string {
  const syllables = pinyin(chinese, {
    toneType: 'none',
    type: 'array',
    nonZh: 'removed',
    ...(surname ? { surname: 'all' as const } : {}),
  });
  return syllables
    .join('')
    .replaceAll('ü', 'yu')
    .replaceAll('v', 'yu')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** Spaces, hyphens, apostrophes and dots are not letters of a ticket name (JEAN-LUC → JEANLUC). */
const letters = (part: string) =>
  part
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

export type NamedPassenger = { name: string | null; surname: string | null; givenName: string | null };

/**
 * SURNAME/GIVEN in Latin capitals (the boarding pass and its barcode): the booking's English name when it
 * has one, else the Chinese name in pinyin with the surname read as a surname (单 → SHAN, 曾 → ZENG).
 */
export function ticketLatinName(p: NamedPassenger): string {
  const surname = letters(p.surname ?? '');
  const given = letters(p.givenName ?? '');
  if (surname && given) return `${surname}/${given}`;
  const chinese = (p.name ?? '').replace(/\s+/g, '');
  const cut = COMPOUND_SURNAMES.has(chinese.slice(0, 2)) ? 2 : 1;
  const latinSurname = latin(chinese.slice(0, cut), true) || surname || 'PASSENGER';
  const latinGiven = latin(chinese.slice(cut), false) || given || latinSurname;
  return `${latinSurname}/${latinGiven}`;
}

const norm = (v: string) => v.replace(/[\s/]+/g, '').toUpperCase();

/**
 * Whether a typed name is this passenger's: the Chinese name, SURNAME/GIVEN, SURNAME GIVEN or SURNAMEGIVEN,
 * or the pinyin of the Chinese name as the boarding pass prints it (case, spaces and the slash ignored).
 */
export function nameMatches(typed: string, p: NamedPassenger): boolean {
  const wanted = norm(typed);
  if (!wanted) return false;
  const candidates = [p.name ?? '', `${p.surname ?? ''}${p.givenName ?? ''}`, ticketLatinName(p)];
  return candidates.some((c) => c && norm(c) === wanted);
}

/** 32 letters and digits that read unambiguously (no I, O, 0, 1). */
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The order's 6-character record locator (the BCBP booking reference), derived from the order number: the
 * order number is 16 characters, the barcode's field is 6, and deriving it keeps one source of truth.
 */
export function recordLocator(orderNo: string): string {
  const bytes = createHash('sha256').update(`pnr:${orderNo}`).digest();
  return [...bytes.subarray(0, 6)].map((b) => LOCATOR_ALPHABET[b % 32]).join('');
}
