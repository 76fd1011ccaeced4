import type { UpstreamLanguage } from '@/lib/contract';
import type { Services } from '../services';

/** First 3 and last 4 characters: enough to recognise a document, not to copy it. */
export function maskCertificate(n: string): string {
  return n.length <= 7 ? `${n.slice(0, 1)}***` : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}

export function displayName(p: { name: string | null; surname: string | null; givenName: string | null }): string {
  return p.name ?? [p.surname, p.givenName].filter(Boolean).join('/');
}

/** An airport's city and own name in a language ('Guangzhou', 'Guangzhou Baiyun International Airport'). */
export function placeNames(s: Services, code: string, language: UpstreamLanguage): { city: string; airport: string } {
  const a = s.network.airport(code);
  if (!a) return { city: code, airport: code };
  const en = language === 'en_US';
  return {
    city: (en ? a.cityNameEn : a.cityNameZh) || code,
    airport: (en ? a.airportNameEn : a.airportNameZh) || (en ? a.nameEn : a.nameZh) || code,
  };
}
