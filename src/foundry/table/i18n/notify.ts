/** A warning in the user's language; the key itself before i18n is ready, so nothing is lost. */
export function warn(key: string, data: Record<string, string> = {}): void {
  ui.notifications?.warn(game.i18n?.format(key, data) ?? key);
}

export function info(key: string, data: Record<string, string> = {}): void {
  ui.notifications?.info(game.i18n?.format(key, data) ?? key);
}
