import moduleCss from "../../../styles/five-parsecs-battle.css?inline";
import sandboxCss from "./sandbox.css?inline";

/** Adds the module's stylesheet after the sandbox's Foundry-like base, once, so templates look as in Foundry. */
export function loadModuleStyles(): void {
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
