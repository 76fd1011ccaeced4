/**
 * A city and its airport as one name: the airport alone when its name already starts with the city's ("Guangzhou
 * Baiyun International Airport", 广州白云国际机场), else the city before it ("Tokyo Narita International Airport").
 * Never "Guangzhou Guangzhou Baiyun …".
 */
export function placeName(city: string, airport: string): string {
  const c = city.trim();
  const a = airport.trim();
  if (!c) return a;
  if (!a || a === c) return c;
  return a.toLowerCase().startsWith(c.toLowerCase()) ? a : `${c} ${a}`;
}
