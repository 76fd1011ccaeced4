import type { Channel, UpstreamLanguage } from '@/lib/contract';

/**
 * The channel a search goes on (spec §7: "Channel number is B2C (B2CP Chinese or B2CPEN English for army
 * searches)"): an army search (spec §3 special passenger type JJC, military/police) on B2CP in Chinese and B2CPEN in
 * English; every other search on B2C.
 */
export function searchChannel(language: UpstreamLanguage, army: boolean): Channel {
  if (!army) return 'B2C';
  return language === 'en_US' ? 'B2CPEN' : 'B2CP';
}
