/*
 * The canvas of a client of the double, without drawing: the viewed scene and a Token placeable for each of its
 * token documents (`document`, `actor`, `center`, `controlled`), which is what `Actor#getActiveTokens`, user
 * targets and `canvas.tokens.controlled` hand out in Foundry. There are no PIXI layers (`canvas.controls` is null).
 */
import type { Client } from "./client";
import type { Actor, Level, Scene, TokenDocument } from "./documents";
import { isV14 } from "./generation";

export class TokenObject {
  controlled = false;
  constructor(readonly document: TokenDocument) {}
  get id(): string {
    return this.document.id;
  }
  get actor(): Actor | null {
    return this.document.actor;
  }
  get name(): string {
    return this.document.name;
  }
  get scene(): Scene {
    return this.document.parent as Scene;
  }
  get w(): number {
    return this.document.width * this.scene.grid.size;
  }
  get h(): number {
    return this.document.height * this.scene.grid.size;
  }
  get center(): { x: number; y: number } {
    return { x: this.document.x + this.w / 2, y: this.document.y + this.h / 2 };
  }
}

/** A client's canvas on a scene: placeables kept by token id, so a token keeps its `controlled` state. */
export class DoubleCanvas {
  readonly ready = true;
  readonly controls = null;
  readonly #objects = new Map<string, TokenObject>();
  constructor(
    private readonly client: Client,
    readonly sceneId: string,
    private readonly levelId: string | null = null,
  ) {}

  /**
   * v14: the Level the canvas shows (the canvas draws one at a time; CanvasViewPosition `level`, "The last-viewed level
   * ID for the scene"; the property name `canvas.level` is assumed): the one asked for, else the scene's first, else
   * null. Undefined on v13.
   */
  get level(): Level | null | undefined {
    if (!isV14(this.client)) return undefined;
    const levels = this.scene?.levels;
    return (this.levelId ? levels?.get(this.levelId) : levels?.contents[0]) ?? null;
  }

  get scene(): Scene | null {
    return (this.client.game.scenes.get(this.sceneId) as Scene | undefined) ?? null;
  }
  get tokens() {
    const canvas = this;
    return {
      get placeables(): TokenObject[] {
        return canvas.placeables();
      },
      get controlled(): TokenObject[] {
        return canvas.placeables().filter((token) => token.controlled);
      },
      get: (id: string) => canvas.placeables().find((token) => token.id === id),
    };
  }
  placeables(): TokenObject[] {
    const documents = this.scene?.tokens.contents ?? [];
    const ids = new Set(documents.map((d) => d.id));
    for (const id of [...this.#objects.keys()]) if (!ids.has(id)) this.#objects.delete(id);
    return documents.map((document) => {
      let object = this.#objects.get(document.id);
      if (!object || object.document !== document) {
        object = new TokenObject(document);
        this.#objects.set(document.id, object);
      }
      return object;
    });
  }
  /**
   * A person's drag of a token through the points they placed (each but the last a checkpoint, as core's drag marks
   * the waypoints a user sets): `TokenDocument#move` with method "dragging". Resolves as `move` does: after the first step on v13, when the whole
   * movement is done on v14.
   */
  drag(document: TokenDocument, waypoints: readonly { x: number; y: number }[]): Promise<boolean> {
    if (!this.objectOf(document)) throw new Error(`Foundry double: ${document.name} is not on this canvas`);
    const placed = waypoints.map((point, i) => ({
      x: point.x,
      y: point.y,
      explicit: true,
      checkpoint: i < waypoints.length - 1,
    }));
    return this.client.run(() => document.move(placed, { method: "dragging" }));
  }
  objectOf(document: TokenDocument): TokenObject | null {
    return this.placeables().find((token) => token.document === document) ?? null;
  }
}
