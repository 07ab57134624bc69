/* What a person does in a client's browser: clicks, and on the canvas views a scene, targets and controls tokens. */
import { DoubleCanvas } from "./canvas";
import type { Client } from "./client";
import type { Scene, TokenDocument } from "./documents";

/** A person's click: only on an element that is shown and enabled. */
export function click(client: Client, element: Element | null | undefined): void {
  if (!element) throw new Error("Foundry double: nothing to click");
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ((node as HTMLElement).hidden) throw new Error(`Foundry double: ${describeElement(element)} is hidden`);
  }
  if ((element as HTMLButtonElement).disabled)
    throw new Error(`Foundry double: ${describeElement(element)} is disabled`);
  client.run(() => (element as HTMLElement).click());
}

/** Shows a scene on this client's canvas (the canvas is not drawn: no PIXI layers); on v14, one of its Levels. */
export function viewScene(client: Client, scene: Scene, level: string | null): void {
  client.canvas = new DoubleCanvas(client, scene.id, level);
  client.run(() => client.Hooks.callAll("canvasReady", client.canvas));
}

/** This user targets a token on the canvas (Foundry's T key); `release` clears the other targets first. */
export function target(client: Client, token: TokenDocument, release: boolean): void {
  const object = client.canvas instanceof DoubleCanvas ? client.canvas.objectOf(token) : null;
  if (!object) throw new Error(`Foundry double: ${token.name} is not on ${client.user.name}'s canvas`);
  if (release) client.targets.clear();
  client.targets.add(object);
  client.run(() => client.Hooks.callAll("targetToken", client.user, object, true));
}

/** This user controls (selects) a token on the canvas, releasing the others. */
export function control(client: Client, token: TokenDocument): void {
  if (!(client.canvas instanceof DoubleCanvas)) throw new Error(`Foundry double: ${client.user.name} views no scene`);
  for (const object of client.canvas.placeables()) object.controlled = object.document === token;
  client.run(() =>
    client.Hooks.callAll(
      "controlToken",
      client.canvas instanceof DoubleCanvas ? client.canvas.objectOf(token) : null,
      true,
    ),
  );
}

function describeElement(element: Element): string {
  const action =
    element.getAttribute("data-action") ??
    element.getAttribute("data-fpb-round") ??
    element.getAttribute("data-fpb-action");
  return `<${element.tagName.toLowerCase()}${action ? ` ${action}` : ""}> "${element.textContent?.trim().slice(0, 40) ?? ""}"`;
}
