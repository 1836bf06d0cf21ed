import { Link } from 'react-router';
import type { ProductLinkProps } from '@kiln/design-system';

/** Lets design-system product components navigate client-side without knowing about the router. */
export function RouterLink({ href, children, ...props }: ProductLinkProps) {
  const external = /^[a-z][a-z\d+.-]*:/i.test(href);
  if (external) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
