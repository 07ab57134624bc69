import { actorAt } from "../../table/documents/by-uuid";
import { applyStateChanges } from "../apply/apply-changes";
import { mayAskFor, setState } from "../apply/apply-resolutions";
import { warn } from "../../table/i18n/notify";
import { brawl, fire } from "../attack/attacks";
import { figureOf } from "../mapping/figure-of";
import { tokenOf, type FigureOnCanvas } from "../attack/figures-on-canvas";
import { pushToken } from "../canvas/push-token";
import { resolutionFlagsOf, type ResolutionFlags } from "../../../views/five-parsecs/chat/resolution-flags";

/**
 * Brings a resolution card to life on each client: shows each button only to whoever may press it (the figure's
 * owner, or the GM), says where the changes stand, and offers the GM an Undo.
 */
export function registerCardActions(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    const resolution = resolutionFlagsOf(message.flags);
    if (!resolution) return;
    for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-fpb-action]")) {
      const actor = actorAt(button.dataset["fpbFigure"] ?? "");
      if (!actor?.isOwner) {
        button.hidden = true;
        continue;
      }
      button.addEventListener("click", () => {
        button.disabled = true;
        void onButton(button, resolution);
      });
    }
    showState(message, html, resolution);
  });
}

async function onButton(button: HTMLButtonElement, resolution: ResolutionFlags): Promise<void> {
  const index = Number(button.dataset["fpbIndex"]);
  switch (button.dataset["fpbAction"]) {
    case "firefight": {
      const reaction = resolution.reactions[index];
      // "Firefights": the return fire "hits only on a natural 6", at the figure that fired.
      if (reaction)
        await fire({
          actor: actorAt(reaction.figureId),
          mode: "naturalSixOnly",
          targets: onCanvas(reaction.againstId),
        });
      return;
    }
    case "lunge": {
      const reaction = resolution.reactions[index];
      const [defender] = reaction ? onCanvas(reaction.againstId) : [];
      if (reaction && defender) await brawl({ actor: actorAt(reaction.figureId), defender });
      return;
    }
    case "push": {
      const change = resolution.changes[index];
      if (change?.kind === "push") await pushToken(change.figureId, change.awayFromId, change.inches);
    }
  }
}

/** One figure, by id, as the attack flows take it. */
function onCanvas(figureId: string): FigureOnCanvas[] {
  const actor = actorAt(figureId);
  const figure = actor ? figureOf(actor) : null;
  return actor && figure ? [{ figure, token: tokenOf(actor) }] : [];
}

function showState(message: ChatMessage.Implementation, html: HTMLElement, resolution: ResolutionFlags): void {
  const footer = html.querySelector<HTMLElement>("[data-fpb-state]");
  if (!footer) return;
  const i18n = game.i18n;
  const state = i18n?.localize(`FPB.Card.State.${resolution.state}`) ?? resolution.state;
  const missed =
    resolution.notApplied.length > 0
      ? i18n?.format("FPB.Card.State.notApplied", { names: resolution.notApplied.join(", ") })
      : undefined;
  footer.textContent = missed ? `${state} ${missed}` : state;
  if (resolution.state !== "applied" || !game.user?.isGM || resolution.undo.length === 0) return;
  const undo = document.createElement("button");
  undo.type = "button";
  undo.classList.add("fpb-undo");
  undo.textContent = i18n?.localize("FPB.Card.Undo") ?? "Undo";
  undo.addEventListener("click", () => {
    undo.disabled = true;
    // The Undo list is the author's client's work, and the author may still edit the card: bounded as its changes were.
    const author = message.author;
    if (!author || !mayAskFor(author, { ...resolution, changes: resolution.undo })) return warn("FPB.Card.UndoRefused");
    void applyStateChanges(resolution.undo).then(() => setState(message, { ...resolution, state: "undone" }));
  });
  footer.append(" ", undo);
}
