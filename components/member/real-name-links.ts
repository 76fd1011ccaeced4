/**
 * The real-name certification routes of spec §2, as locale-free paths for `Link` of lib/i18n/navigation:
 * the form and the manual review inside the member shell, the status page outside it.
 */
export const REAL_NAME_ROUTES = {
  certify: '/member/security/certificate/certify',
  manual: '/member/security/certificate/manual',
  status: '/member/security/certificate/status',
  security: '/member/security/security',
} as const;
