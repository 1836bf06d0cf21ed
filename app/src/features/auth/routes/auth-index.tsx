import { redirect } from 'react-router';

/** /auth has no page of its own: it is the way in, so it opens the login screen. */
export function clientLoader() {
  return redirect('/auth/login');
}

export default function AuthIndex() {
  return null;
}
