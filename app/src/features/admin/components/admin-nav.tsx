import { adminRoutes } from '../../../routes';
import { SectionNav } from '../../../lib/section-nav';

/** The way between the admin screens. */
export function AdminNav() {
  return <SectionNav label="Administration" routes={adminRoutes} />;
}
