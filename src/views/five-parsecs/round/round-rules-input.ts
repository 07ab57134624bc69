import { isCrew, isEnemy, type BattleInput, type BattleState, type EndPhaseEnemy, type Figure } from "../../../rules";
import { joinInputOf } from "./battle-controls-form";
import { assignmentAfter, choicesAfter, nameIn, type RoundInput } from "./round-request";

/** Why a request cannot become a rules input: a lang key, its data, and the rules' English sentence where one exists. */
export interface InputRefusal {
  readonly key: string;
  readonly data?: Readonly<Record<string, string>>;
  readonly message?: string;
}

/** What a table answers about its figures, read where the adapter keeps them (documents, or the sandbox's state). */
export interface RoundTable {
  /** The figure a battle id names, as the table holds it now (ruling 7: never as a request describes it), or null. */
  readonly figureAt: (figureId: string) => Figure | null;
  /** The name to give a figure the battle does not list (one being added). */
  readonly nameOf: (figureId: string) => string;
  /** Every enemy of the battle with its distance to the enemy edge, or why the table cannot measure it. */
  readonly endPhaseEnemies: () => readonly EndPhaseEnemy[] | InputRefusal;
}

const missing = (figure: string): InputRefusal => ({ key: "FPB.Round.Request.figureMissing", data: { figure } });

/**
 * What a Five Parsecs control means: the rules' input for a tracker request, the figures read from the table. One
 * function for the Foundry GM's client and the sandbox, so the two cannot come to mean different things.
 */
export function roundRulesInput(input: RoundInput, battle: BattleState, table: RoundTable): BattleInput | InputRefusal {
  const figures = (ids: readonly { readonly id: string }[]): Figure[] =>
    ids.map(({ id }) => table.figureAt(id)).filter((figure): figure is Figure => figure !== null);
  switch (input.type) {
    case "seizeTheInitiative": {
      const all = figures([...battle.crew, ...battle.enemies]);
      return { type: "seizeTheInitiative", crew: all.filter(isCrew), enemies: all.filter(isEnemy) };
    }
    case "assignDie": {
      const assignment = battle.reaction ? assignmentAfter(battle.reaction, input.figureId, input.dieIndex) : null;
      return assignment
        ? { type: "assignReactions", assignment }
        : { key: "FPB.Round.Refusal.rollFirst", message: "Roll the Reaction dice first." };
    }
    case "choosePhase":
      return battle.reaction
        ? { type: "choosePhases", phases: choicesAfter(battle.reaction, input.figureId, input.phase) }
        : { key: "FPB.Round.Request.noBattle" };
    case "startActivation":
    case "endActivation":
    case "enterOverwatch": {
      const figure = table.figureAt(input.figureId);
      return figure ? { type: input.type, figure } : missing(nameIn(battle, input.figureId));
    }
    case "runEndPhase": {
      const enemies = table.endPhaseEnemies();
      // The crew's weapons, for "Ammo fault"; a figure that cannot be read is left out (the event is then announced).
      return "key" in enemies ? enemies : { type: "runEndPhase", enemies, crew: figures(battle.crew).filter(isCrew) };
    }
    case "correctFigure":
    case "undoCorrection": {
      const figure = table.figureAt(input.figureId);
      if (!figure) return missing(nameIn(battle, input.figureId));
      return input.type === "correctFigure"
        ? { type: input.type, figure, marks: input.marks, reason: input.reason }
        : { type: input.type, figure };
    }
    case "addFigure": {
      const figure = table.figureAt(input.figureId);
      return figure ? joinInputOf(figure) : missing(table.nameOf(input.figureId));
    }
    default:
      return input;
  }
}
