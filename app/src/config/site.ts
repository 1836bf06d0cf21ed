/** The public origin used in canonical URLs, Open Graph tags and the sitemap. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'https://kiln.dev').replace(/\/+$/, '');
export const SITE_NAME = 'Kiln';
