export * from './codes';
export * from './envelope';
export * from './common';
export * from './city';
export * from './shop';
export * from './cms';
export * from './system';
export * from './certificate';

/** The §7 paths airline-api serves, in one place so the client and the server cannot drift. */
export const UpstreamPath = {
  busiParameter: '/thirdpart/res/wx/web/base/getBusiParameterInfo',
  cityVersion: '/static/city/version.json',
  cityDictionary: '/static/city/dictionary.json',
  calendarShopping: '/shop/api/shopping/b2c/calendarshopping',
  searchFlight: '/shop/api/shopping/b2c/searchflight',
  routeRecommendNear: '/shop/api/shopping/b2c/routeRecommend/getRouteRecommendByArrCodeNear',
  routeRecommendByDep: '/shop/api/shopping/b2c/routeRecommend/getByDepCityCode',
  cmsQuery: '/cms/s/content/query',
  tips: '/cms/tips/getTipsContent',
  idType: '/member/api/certificate/idType',
  systemIp: '/backoffice/api/system/ip',
  cityByIp: '/backoffice/api/system/cityByIp',
  adminMaintenance: '/admin/maintenance',
  sandboxClock: '/sandbox/clock',
  health: '/health',
} as const;
