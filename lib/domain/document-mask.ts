/** A document number shown in the member's own lists: its first 3 and last 4 characters. */
export function maskDocumentNumber(n: string): string {
  return n.length <= 7 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}
