import { Badge } from '@kiln/design-system';

/**
 * A version saved past the editor's "This code does not compile" warning, said in words wherever
 * it is listed. Nothing is shown while it compiles or has not been checked yet.
 */
export function DoesNotCompileBadge({
  compiles,
  className,
}: {
  compiles: boolean | null;
  className?: string;
}) {
  if (compiles !== false) return null;
  return (
    <Badge variant="destructive" size="sm" className={className}>
      Does not compile
    </Badge>
  );
}
