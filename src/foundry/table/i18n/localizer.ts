import type { Localizer } from "../../../views/common/i18n/describe-violation";

/**
 * Foundry's i18n once it is ready; before that (data validated while the world loads) the keys themselves, which
 * still say which rule refused the value.
 */
export function foundryLocalizer(): Localizer {
  const i18n = game.i18n;
  if (!i18n) return { localize: (key) => key, format: (key, data) => `${key} ${JSON.stringify(data)}` };
  return {
    localize: (key) => i18n.localize(key),
    format: (key, data) => i18n.format(key, data),
  };
}
