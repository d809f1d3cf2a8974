/** Every call to action on the landing page is a browser navigation to the login endpoint. */
export const LOGIN_PATH = '/api/login';

/** In-page sections, for the header navigation and the footer. */
export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'ad-testing', label: 'Ad Testing' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
] as const;
