import { adminRoutes } from '../../../routes';
import { SectionNav } from '../../../components/section-nav';

/** The way between the admin screens. */
export function AdminNav() {
  return <SectionNav label="Administration" routes={adminRoutes} />;
}
