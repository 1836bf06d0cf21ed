/**
 * A design edit the engine refuses: a part that is gone, a move past the end, a value it does not
 * accept. The message is written for the person editing, since it is shown to them as it is.
 */
export class DesignEditError extends Error {
  override readonly name = 'DesignEditError';
}
