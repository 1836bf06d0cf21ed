const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
    {children}
  </kbd>
);

/** The editor's keys, always on screen: Tab belongs to the editor, so leaving it takes Esc first. */
export function KeyboardHelp() {
  return (
    <section aria-labelledby="editor-keys" className="flex flex-col gap-2 text-sm">
      <h3 id="editor-keys" className="font-medium">
        Keys in the editor
      </h3>
      <ul className="flex flex-col gap-1.5 text-muted-foreground">
        <li>
          <Key>Tab</Key> accepts a suggestion, otherwise indents; <Key>Esc</Key> dismisses a
          suggestion.
        </li>
        <li>
          <Key>Esc</Key> then <Key>Tab</Key> or <Key>Shift+Tab</Key> leaves the editor;{' '}
          <Key>Ctrl+M</Key> (<Key>Shift+Alt+M</Key> on a Mac) makes Tab move focus until pressed
          again.
        </li>
        <li>
          <Key>Shift+Alt+F</Key> formats the file; <Key>Ctrl+S</Key> (<Key>⌘S</Key> on a Mac) saves.
        </li>
      </ul>
    </section>
  );
}
