/*
 * Core's combat tracker (v13, ApplicationV2) as DOM: the encounter controls (rollAll, rollNPC, resetAll), a row per
 * turn (`li.combatant[data-combatant-id]` with its rollInitiative button and initiative), the round controls, and
 * `renderCombatTracker(app, html)` called so modules can change it. Its buttons do what core's do.
 */
import type { Client } from "./client";
import type { Combat } from "./combat";

const button = (action: string, label: string) => `<button type="button" data-action="${action}">${label}</button>`;

export function renderCombatTracker(client: Client, combat: Combat): HTMLElement {
  const html = document.createElement("section");
  html.classList.add("combat-sidebar");
  const rows = combat.turns
    .map((c) => `<li class="combatant" data-combatant-id="${c.id}"><span class="token-name">${c.name}</span>${c.initiative === null ? button("rollInitiative", "Roll") : `<span class="initiative">${c.initiative}</span>`}</li>`)
    .join("");
  const isGM = client.user.isGM;
  html.innerHTML = [
    `<header class="combat-tracker-header"><nav class="encounter-controls">`,
    isGM ? button("rollAll", "Roll All") + button("rollNPC", "Roll NPCs") + button("resetAll", "Reset") : "",
    `</nav><h4 class="encounter-title">Round ${combat.round}</h4></header>`,
    `<ol class="combat-tracker plain">${rows}</ol>`,
    `<nav class="combat-controls">`,
    combat.started
      ? (isGM ? button("previousRound", "Previous Round") : "") + button("previousTurn", "Previous Turn") + button("nextTurn", "Next Turn") + (isGM ? button("nextRound", "Next Round") + button("endCombat", "End Combat") : "")
      : isGM ? button("startCombat", "Begin Combat") : "",
    `</nav>`,
  ].join("");
  html.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    const action = control?.dataset["action"];
    if (!control || !action) return;
    const combatantId = control.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const run = (): Promise<unknown> | undefined => {
      switch (action) {
        case "rollAll": return combat.rollAll();
        case "rollNPC": return combat.rollNPC();
        case "resetAll": return combat.resetAll();
        case "rollInitiative": return combatantId ? combat.rollInitiative([combatantId]) : undefined;
        case "startCombat": return combat.startCombat();
        case "nextTurn": return combat.nextTurn();
        case "previousTurn": return combat.previousTurn();
        case "nextRound": return combat.nextRound();
        case "previousRound": return combat.previousRound();
        case "endCombat": return combat.endCombat();
        default: return undefined;
      }
    };
    void client.run(async () => {
      try {
        await run();
      } catch (error) {
        client.world.errors.push({ client: client.userId, where: `tracker ${action}`, error });
      }
    });
  });
  client.run(() => client.Hooks.callAll("renderCombatTracker", { viewed: combat }, html, { combat }, {}));
  return html;
}
