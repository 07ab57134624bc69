import { EnemyModel } from "../models/enemy-model";
import { FigureSheet } from "./figure-sheet";
import { FIGURE_PARTIALS, SHEET_TEMPLATES } from "../../../views/common/template-paths";
import { documentAtSync } from "../../table/documents/by-uuid";
import { ACTOR_TYPES } from "../../../views/common/module-id";
import { warn } from "../../table/i18n/notify";
import { guardChoices, type WardCandidate } from "../../../views/five-parsecs/sheets/guard-choices";

/** The sheet of an enemy: its profile as the rules print it, the rest of its entry, battle values and weapons. */
export class EnemySheet extends FigureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "actor", "enemy"],
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.enemy, templates: [...FIGURE_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof EnemyModel)) return context;
    const i18n = game.i18n;
    const choices = i18n
      ? guardChoices(enemiesOnScene(), this.actor.uuid, system.guardianOf, wardName(system.guardianOf), i18n)
      : [];
    return { ...context, system, systemFields: system.schema.fields, guardChoices: choices };
  }

  /** The Guarding field also takes an enemy dropped on it: an actor from the sidebar or a token's actor. */
  override async _onRender(
    context: object,
    options: foundry.applications.api.ApplicationV2.RenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    const zone = this.element.querySelector<HTMLElement>("[data-fpb-guard-drop]");
    if (!zone || !this.isEditable) return;
    zone.addEventListener("dragover", (event) => event.preventDefault());
    zone.addEventListener("drop", (event) => {
      // The sheet's own drop handler would otherwise take the actor as something to carry.
      event.preventDefault();
      event.stopPropagation();
      void this.#guardDropped(event);
    });
  }

  async #guardDropped(event: DragEvent): Promise<void> {
    const ward = wardOfDrop(event);
    if (!ward || ward.type !== ACTOR_TYPES.enemy || ward.uuid === this.actor.uuid) {
      warn("FPB.Notify.GuardNotEnemy", { actor: this.actor.name });
      return;
    }
    await this.actor.update({ system: { guardianOf: wardId(ward) } });
  }
}

/** Every enemy standing on the viewed scene, by its figure id and its token's name. */
function enemiesOnScene(): WardCandidate[] {
  const tokens = canvas?.scene?.tokens.contents ?? [];
  return tokens.flatMap((token) =>
    token.actor?.type === ACTOR_TYPES.enemy ? [{ id: token.actor.uuid, name: token.name ?? token.actor.name }] : [],
  );
}

/** The actor a drop carries (an Actor from the sidebar or a compendium, or a Token's actor), or null. */
function wardOfDrop(event: DragEvent): Actor.Implementation | null {
  let data: unknown;
  try {
    data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || !("uuid" in data) || typeof data.uuid !== "string") return null;
  let document: unknown;
  try {
    document = documentAtSync(data.uuid);
  } catch {
    return null;
  }
  if (document instanceof Actor) return document;
  return document instanceof TokenDocument ? document.actor : null;
}

/**
 * The figure id that names a ward: its actor's UUID, or the token actor's when the dropped actor stands on the scene
 * as exactly one unlinked token (the figure the battle sees is then that token's actor).
 */
function wardId(actor: Actor.Implementation): string {
  if (actor.isToken) return actor.uuid;
  const tokens = canvas?.scene?.tokens.contents.filter((token) => token.actorId === actor.id) ?? [];
  const only = tokens.length === 1 ? tokens[0] : undefined;
  return only && !only.actorLink && only.actor ? only.actor.uuid : actor.uuid;
}

/** The name of the figure a Guardian's ward UUID names, or null when it names nothing that can be found. */
function wardName(uuid: string): string | null {
  if (uuid === "") return null;
  try {
    // The field holds any text; the lookup may throw for one that is not a UUID.
    const document = documentAtSync(uuid);
    return document && "name" in document && typeof document.name === "string" ? document.name : null;
  } catch {
    return null;
  }
}
