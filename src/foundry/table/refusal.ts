/**
 * A refusal for the asking user: a lang key with its data, and the rules' own sentence (English) shown when the key has
 * no text.
 */
export interface Answer {
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
  readonly message: string;
}

export const answer = (key: string, data: Record<string, string> = {}, message = ""): Answer => ({
  key,
  data,
  message,
});

/** Shows a refusal to this user, in their language when the key has a text, else the rules' English sentence. */
export function showRefusal(refusal: Answer): void {
  const i18n = game.i18n;
  const known = i18n?.has(refusal.key) ?? false;
  const text = known ? (i18n?.format(refusal.key, { ...refusal.data }) ?? refusal.key) : refusal.message || refusal.key;
  ui.notifications?.warn(game.i18n?.format("FPB.Round.Warn.Refused", { reason: text }) ?? text);
}
