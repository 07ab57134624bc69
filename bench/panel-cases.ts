import {
  advance,
  BracketBusters as BB,
  createBattle,
  ScriptedDice,
  SeededDice,
  type BattleInput,
  type BattleState,
} from "../src/rules";
import { renderTemplate, localizer } from "../src/sandbox/common/index";
import { gangPanelView, NO_PANEL_UI } from "../src/views/bracket-busters/gang-panel-view";
import type { GangBattleFlags } from "../src/views/bracket-busters/gang-battle-flags";
import { trackerView, type Viewer } from "../src/views/five-parsecs/round/tracker-view";
import { GANG_TEMPLATES, ROUND_TEMPLATES } from "../src/views/common/template-paths";
import { crewFigure, enemyFigure } from "../test/fixtures/figures";
import { fighter, gang } from "../test/rules/bracket-busters/helpers";

/**
 * Issue 37, "what a person waits for": the battle panels above the combat tracker rendered for 40 combatants, as the
 * adapter renders them on every tracker render (five-parsecs/round/tracker.ts, bracket-busters/gang-tracker.ts): the
 * pure view builder, then the panel's Handlebars template (the sandbox's `renderTemplate`, the module's templates and
 * helpers over the same Handlebars; Foundry's own `renderTemplate` adds its template cache lookup). Goal: under 16 ms,
 * one frame.
 *
 * Five Parsecs: 8 crew and 32 enemies in the Quick Actions phase, Reactions rolled, the first figure activating, seen
 * by the GM. Bracket Busters: four gangs of 10 in the Action Phase, every fighter ready, seen by the GM.
 *
 * Shared by bench/panels.bench.ts (Node, the HTML only) and bench/shipped/views.ts (Chromium, the HTML put into the
 * tracker as the module puts it).
 */
/** The goal for a panel: one frame at 60 fps. */
export const PANEL_GOAL_MS = 16;
export const PANELS_TITLE = `Battle panels for 40 combatants, view and template; goal: under ${PANEL_GOAL_MS} ms`;

export interface PanelCase {
  readonly name: string;
  /** The panel's class, as the adapter finds and replaces it in the tracker. */
  readonly panelClass: string;
  /** The view built and the template rendered: the panel's HTML. */
  readonly render: () => string;
}

const GM: Viewer = { isGM: true, owns: () => true };

async function run(state: BattleState, input: BattleInput): Promise<BattleState> {
  const t = await advance(state, input, new SeededDice(`panel-${input.type}`));
  if (t.refusal) throw new Error(`panels bench: ${input.type} refused: ${t.refusal.message}`);
  return t.state;
}

async function trackerPanel(): Promise<PanelCase> {
  const crew = Array.from({ length: 8 }, (_, i) => crewFigure({ id: `Actor.crew${i}`, name: `Crew ${i + 1}` }));
  const enemies = Array.from({ length: 32 }, (_, i) => enemyFigure({ id: `Actor.enemy${i}`, name: `Raider ${i + 1}` }));
  let battle = createBattle({ crew, enemies, difficulty: "normal", hiredMuscle: false });
  battle = await run(battle, { type: "declineSeize" });
  battle = await run(battle, { type: "rollReactions" });
  battle = await run(battle, { type: "assignMostQuick" });
  battle = await run(battle, { type: "lockReactions" });
  // The first figure the phase lets act starts its activation: the panel as it looks most of a round.
  for (const figure of [...crew, ...enemies]) {
    const t = await advance(battle, { type: "startActivation", figure }, new SeededDice("panel-start"));
    if (t.refusal) continue;
    battle = t.state;
    break;
  }
  if (!battle.active) throw new Error("panels bench: no figure could start its activation");
  const state = battle;
  return {
    name: "Five Parsecs tracker panel (8 crew, 32 enemies, Quick Actions)",
    panelClass: "fpb-round-panel",
    render: () => renderTemplate(ROUND_TEMPLATES.tracker, { view: trackerView(state, GM), autopilot: null }),
  };
}

async function gangPanel(): Promise<PanelCase> {
  const gangs = ["a", "b", "c", "d"].map((g) =>
    gang(
      g,
      Array.from({ length: 10 }, (_, i) =>
        fighter(
          `${g}${i + 1}`,
          g,
          i === 0 ? { groupActivation: { radius: 3, extraFighters: 2, restriction: "", allowedTypes: [] } } : {},
        ),
      ),
    ),
  );
  let gangState = BB.createBattle({ gangs });
  gangState = (await BB.advance(gangState, { type: "rollPriority" }, new ScriptedDice([6, 4, 3, 1]))).state;
  gangState = (await BB.advance(gangState, { type: "readyFighters" }, new ScriptedDice([]))).state;
  if (gangState.phase !== "action")
    throw new Error(`panels bench: the gang battle is in ${gangState.phase}, not action`);
  const flags: GangBattleFlags = { battle: gangState, priorityDice: {}, nerve: {}, moveFrom: null };
  const positions: BB.Positions = Object.fromEntries(
    gangState.fighters.map((f, i) => [
      f.fighter.id,
      { x: 2 + (i % 10) * 2, y: 2 + Math.floor(i / 10) * 5, facing: 0, radius: 0.5 },
    ]),
  );
  return {
    name: "Bracket Busters gang panel (four gangs of 10, Action Phase)",
    panelClass: "fpb-gang-panel",
    render: () => {
      const view = gangPanelView(flags, { isGM: true, ownsGang: () => true }, localizer, positions, NO_PANEL_UI);
      return renderTemplate(GANG_TEMPLATES.tracker, { view });
    },
  };
}

/** Both panels, their battles played to the state timed. */
export async function panelCases(): Promise<readonly PanelCase[]> {
  return [await trackerPanel(), await gangPanel()];
}
