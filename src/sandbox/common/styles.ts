import moduleCss from "../../../styles/five-parsecs-battle.css?inline";
import sandboxCss from "./sandbox.css?inline";

/** Adds the module's stylesheet after the sandbox's Foundry-like base, once, so templates look as in Foundry. */
export function loadModuleStyles(): void {
  // The module's focus ring (styles/) holds on every sandbox page, as it does inside the module's own panels.
  document.body.classList.add("fpb-sandbox-page");
  for (const [id, css] of [
    ["fpb-sandbox-base", sandboxCss],
    ["fpb-module-styles", moduleCss],
  ] as const) {
    if (document.getElementById(id)) continue;
    const style = document.createElement("style");
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }
}
