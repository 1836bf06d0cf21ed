/** "Chrome on macOS" from a user-agent string, enough to recognise one's own devices. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
      ['node', 'Command line'],
      ['curl/', 'curl'],
    ].find(([marker]) => userAgent.includes(marker!))?.[1] ?? 'Browser';
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iOS'],
    ['iPad', 'iPadOS'],
    ['Mac OS X', 'macOS'],
    ['Windows', 'Windows'],
    ['Linux', 'Linux'],
  ].find(([marker]) => userAgent.includes(marker!))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
