/** What the irregular-flight pages' client components read in the browser (their words and the refusals). */
export const IRREGULAR_MESSAGES = [
  'Irregular',
  'ChangeDate.addOns',
  'Errors.7200060',
  'Errors.7200061',
  'Errors.networkAnomaly',
] as const;
