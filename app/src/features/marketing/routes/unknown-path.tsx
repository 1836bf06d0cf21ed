import { redirect } from 'react-router';

/** Spec: any unknown path redirects to home. It happens before anything renders. */
export function clientLoader() {
  return redirect('/');
}

export default function UnknownPath() {
  return null;
}
