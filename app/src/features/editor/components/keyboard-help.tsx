const Key = ({ children }: { children: string }) => (
  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
    {children}
  </kbd>
);

/** The editor's keys, on screen: Tab is the editor's own, so leaving it takes Escape first. */
export function KeyboardHelp() {
  return (
    <details className="text-sm text-muted-foreground">
      <summary className="cursor-pointer rounded-control outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Keyboard
      </summary>
      <ul className="mt-2 flex flex-col gap-1.5">
        <li>
          <Key>Tab</Key> accepts a suggestion, otherwise indents.
        </li>
        <li>
          <Key>Esc</Key> dismisses a suggestion.
        </li>
        <li>
          <Key>Esc</Key> then <Key>Tab</Key> (or <Key>Shift+Tab</Key>) leaves the editor;{' '}
          <Key>Ctrl+M</Key> makes Tab always move focus until pressed again.
        </li>
        <li>
          <Key>Shift+Alt+F</Key> formats the file; <Key>Ctrl+S</Key> saves.
        </li>
      </ul>
    </details>
  );
}
