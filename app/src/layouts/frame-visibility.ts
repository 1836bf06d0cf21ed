/** Spec: header and footer are hidden for a signed-in user on /auth or /auth/…. */
export const hidesFrame = (pathname: string, signedIn: boolean) =>
  signedIn && (pathname === '/auth' || pathname.startsWith('/auth/'));
