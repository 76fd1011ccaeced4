// The cascade moved to components/ui (the mailed itinerary's page uses it too, decision 30); the address book's
// forms and tests keep importing it from here.
export { COUNTRY_CODE, RegionCascade, type RegionValue } from '@/components/ui/region-cascade';
