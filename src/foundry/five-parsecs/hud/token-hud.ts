import { ACTOR_TYPES } from "../../../views/common/module-id";
import { brawl } from "../attack/attacks";
import { fire } from "../attack/attacks";
import { suggestEnemy } from "../ai/enemy-ai";

/** Five Parsecs figures; a Bracket Busters fighter acts through the round, never from these buttons. */
const FIGURE_TYPES: readonly string[] = [ACTOR_TYPES.crew, ACTOR_TYPES.enemy];

/** Adds Fire and Brawl to the token HUD of this module's figures, for whoever owns the token. */
export function registerTokenHud(): void {
  Hooks.on("renderTokenHUD", (hud: foundry.applications.hud.TokenHUD, html: HTMLElement) => {
    const actor = hud.document?.actor;
    if (!actor || !FIGURE_TYPES.includes(actor.type) || !actor.isOwner) return;
    const column = html.querySelector(".col.left");
    if (!column) return;
    column.append(
      hudButton("FPB.Hud.Fire", "fa-solid fa-crosshairs", () => void fire({ actor })),
      hudButton("FPB.Hud.Brawl", "fa-solid fa-hand-fist", () => void brawl({ actor })),
    );
    // The enemy AI's suggestion, for the GM only: nothing moves until the GM applies it from the card.
    if (game.user?.isGM && actor.type === ACTOR_TYPES.enemy && hud.document) {
      const token = hud.document;
      column.append(hudButton("FPB.Ai.Hud.Suggest", "fa-solid fa-robot", () => void suggestEnemy(token)));
    }
  });
}

function hudButton(labelKey: string, icon: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.classList.add("control-icon", "fpb-hud-button");
  const label = game.i18n?.localize(labelKey) ?? labelKey;
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  const glyph = document.createElement("i");
  glyph.className = icon;
  button.append(glyph);
  button.addEventListener("click", onClick);
  return button;
}
