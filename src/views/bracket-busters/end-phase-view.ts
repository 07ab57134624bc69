import { BracketBusters as BB } from "../../rules";
import { endStepLabel, fighterName, gangName, say, type Lang } from "./lang";

export interface BottleRow {
  readonly gangId: string;
  readonly name: string;
  readonly needs: boolean;
  /** "D6 + 4, needs 7+", "no test: 6 fighters standing", "Bottled Out". */
  readonly text: string;
}

export interface RecoveryRow {
  readonly fighterId: string;
  readonly name: string;
  /** Active or Pinned friends within 1'' who may assist (ruling 11: an extra Injury dice, one discarded). */
  readonly assistants: readonly { readonly id: string; readonly name: string }[];
}

export interface InjuryDieChoice {
  readonly fighterId: string;
  readonly name: string;
  readonly dice: readonly {
    readonly index: 0 | 1;
    readonly face: number;
    readonly result: string;
    readonly offered: boolean;
  }[];
}

export interface RallyCandidate {
  readonly fighterId: string;
  readonly name: string;
  /** Friendly Active fighters within 3'': +1 each. */
  readonly helpers: number;
  /** Ruling 10: the better Nerve characteristic is offered first. */
  readonly better: BB.NerveCharacteristic;
  readonly cool: number;
  readonly willpower: number;
}

export interface EndPhaseView {
  readonly step: BB.EndPhaseStep;
  readonly stepLabel: string;
  readonly bottle: readonly BottleRow[];
  readonly recovery: readonly RecoveryRow[];
  readonly choices: readonly InjuryDieChoice[];
  readonly rally: { readonly gang: string; readonly candidates: readonly RallyCandidate[] } | null;
}

/**
 * A gang's Bottle line. Once the tests are rolled it says how they ended and stays so: Recovery and Rally change who
 * stands, and the line must not turn back into "must test" for a test already rolled (the roll is in the chat).
 */
function bottleRow(state: BB.BattleState, gangId: string, rolled: boolean, lang: Lang): BottleRow {
  const gang = BB.gangOf(state, gangId);
  if (rolled)
    return {
      gangId,
      name: gangName(state, gangId),
      needs: false,
      text: say(lang, gang?.bottledOut ? "End.bottledOut" : "End.bottleHeld"),
    };
  const standing = BB.standingFighters(state, gangId);
  const needs = BB.needsBottleTest(state, gangId);
  // The scenario's total, or the text's 7+ (needsBottleTest is false when the scenario drops the test).
  const target = BB.bottleTestOf(state.setup)?.target ?? BB.BOTTLE_TEST_TARGET;
  const text = gang?.bottledOut
    ? say(lang, "End.bottledOut")
    : needs
      ? say(lang, "End.bottleNeeded", {
          standing,
          target,
          die: Math.max(1, target - standing),
        })
      : say(lang, "End.bottleNone", { standing });
  return { gangId, name: gangName(state, gangId), needs, text };
}

/** The End Phase panel: the step now and what it will roll, in Priority order (ruling 16). */
export function endPhaseView(state: BB.BattleState, positions: BB.Positions, lang: Lang): EndPhaseView | null {
  const end = state.end;
  if (state.phase !== "end" || !end) return null;
  const order = BB.priorityOrder(state);
  const injured = order.flatMap((gangId) =>
    BB.fightersOf(state, gangId).filter((f) => f.status === "seriouslyInjured"),
  );
  const faces = state.setup.injuryDice;
  const rallyGang = end.step === "rally" ? end.rallyGang : null;
  return {
    step: end.step,
    stepLabel: endStepLabel(lang, end.step),
    bottle: order.map((gangId) => bottleRow(state, gangId, end.step !== "bottleTests", lang)),
    recovery: injured.map((f) => ({
      fighterId: f.fighter.id,
      name: f.fighter.name,
      assistants: BB.recoveryAssistants(state, f.fighter.id, positions).map((id) => ({
        id,
        name: fighterName(state, id),
      })),
    })),
    choices: end.recoveryChoices.map((c) => ({
      fighterId: c.fighterId,
      name: fighterName(state, c.fighterId),
      dice: c.dice.map((face, i) => ({
        index: i === 0 ? 0 : 1,
        face,
        result: say(lang, `Result.${BB.injuryResultFor(faces, face)}`),
        offered: c.offered === i,
      })),
    })),
    rally: rallyGang
      ? {
          gang: gangName(state, rallyGang),
          candidates: BB.untestedBroken(state, rallyGang).map((id) => {
            const f = BB.fighterIn(state, id)!;
            return {
              fighterId: id,
              name: f.fighter.name,
              helpers: BB.rallyHelpers(state, id, positions).length,
              better: BB.betterNerve(f.fighter.profile),
              cool: f.fighter.profile.cool,
              willpower: f.fighter.profile.willpower,
            };
          }),
        }
      : null,
  };
}
