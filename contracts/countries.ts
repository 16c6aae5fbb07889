/** Countries offered in the profile form (ISO 3166-1 alpha-2); names come from Intl in the page's language. */
export const PROFILE_COUNTRIES = [
  "AR", "AT", "AU", "BD", "BE", "BG", "BO", "BR", "CA", "CH", "CL", "CO", "CR", "CY", "CZ", "DE", "DK", "DO", "EC",
  "EE", "ES", "FI", "FR", "GB", "GR", "GT", "HN", "HR", "HU", "IE", "IN", "IT", "JP", "KR", "LK", "LT", "LU", "LV",
  "MT", "MX", "NG", "NL", "NO", "NP", "NZ", "PA", "PE", "PK", "PL", "PT", "PY", "RO", "RS", "SE", "SI", "SK", "SV",
  "UA", "US", "UY", "VE", "ZA",
] as const;
