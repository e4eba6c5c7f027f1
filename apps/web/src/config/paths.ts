// The web app's routes, in one table (ARCHITECTURE §7).
export const paths = {
  login: '/login',
  home: '/',
} as const;
