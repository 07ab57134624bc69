// The fuzz's oracle for Five Parsecs: what makes an input illegal at a moment, worked out from the rules' text
// (/work/shared/rules/five-parsecs-*.md) and the battle state, not from the handlers under test. An input this flags
// and `advance` accepts is an illegal input accepted. It says only what is cheap and certain; malformed inputs and
// input types it does not know go unjudged (the shape checks own those).
import type { BattleState, Slot } from "../../../src/rules";

type Input = Readonly<Record<string, unknown>>;

/** "Every round consists of the following phases": the phase each phase-bound input belongs to. */
const PHASES_OF: Readonly<Partial<Record<string, readonly string[]>>> = {
  seizeTheInitiative: ["seize"],
  declineSeize: ["seize"],
  seizeAction: ["seize"],
  endSeize: ["seize"],
  rollReactions: ["reaction"],
  assignReactions: ["reaction"],
  assignMostQuick: ["reaction"],
  choosePhases: ["reaction"],
  // "Snap Fire: Quick action only."
  holdForSnapFire: ["quick"],
  delayToSlow: ["quick"],
  startActivation: ["quick", "enemy", "slow"],
  act: ["quick", "enemy", "slow"],
  endActivation: ["quick", "enemy", "slow"],
  // "fire when an enemy moves": only enemies move in the Enemy Actions phase.
  snapFire: ["enemy"],
  runEndPhase: ["end"],
};

/** Inputs that only a battle still being fought takes ("Ending the Battle"). */
const GM_AFTER_THE_END = new Set(["setMainAiType", "correctFigure", "undoCorrection"]);

/** "Quick Actions go first. Enemy Actions go second. Slow Actions go last.": whose figures act in each phase. */
const ACTORS: Readonly<Record<string, "crew" | "enemy">> = { quick: "crew", enemy: "enemy", slow: "crew" };

/** The fields of each input that name one figure in the battle. */
const FIGURE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  seizeAction: ["figureId"],
  holdForSnapFire: ["figureId"],
  delayToSlow: ["figureId"],
  snapFire: ["figureId"],
  endOverwatch: ["figureId"],
  removeFigure: ["figureId"],
  chooseEventFigure: ["figureId"],
};

const record = (value: unknown): Input | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Input) : null;
const idOf = (value: unknown): string | null => {
  const figure = record(value);
  return figure && typeof figure["id"] === "string" ? figure["id"] : null;
};
const sideIn = (state: BattleState, id: string): "crew" | "enemy" | null =>
  state.crew.some((f) => f.id === id) ? "crew" : state.enemies.some((f) => f.id === id) ? "enemy" : null;
const pendingIn = (state: BattleState, id: string, phase: string): Slot | undefined =>
  state.schedule.find((s) => s.figureId === id && s.phase === phase && s.status === "pending");

/** The kinds of illegality of `input` at `state`; empty when the oracle finds nothing wrong or cannot judge. */
export function illegalKinds(state: BattleState, raw: unknown): string[] {
  const input = record(raw);
  if (!input || typeof input["type"] !== "string") return [];
  const type = input["type"];
  const kinds: string[] = [];
  const flag = (kind: string, when: boolean): void => void (when && kinds.push(kind));

  if (state.over) {
    flag("battleOver", !GM_AFTER_THE_END.has(type));
    return kinds;
  }
  const phases = PHASES_OF[type];
  flag("wrongPhase", phases !== undefined && !phases.includes(state.phase));
  for (const field of FIGURE_FIELDS[type] ?? []) {
    const id = input[field];
    flag("notInBattle", typeof id === "string" && sideIn(state, id) === null);
  }
  seizeKinds(state, type, input, flag);
  if (state.phase === "reaction") reactionKinds(state, type, input, flag);
  activationKinds(state, type, input, flag);
  tableKinds(state, type, input, flag);
  return kinds;
}

type Flag = (kind: string, when: boolean) => void;

/**
 * "Seizing the Initiative": once, "before the first round" ("You will not get a second opportunity"); on a success
 * "every character in your crew may either: Take a normal Move, or Fire", one of the two.
 */
function seizeKinds(state: BattleState, type: string, input: Input, flag: Flag): void {
  const seize = state.seize;
  flag("seizeAfterRolled", (type === "seizeTheInitiative" || type === "declineSeize") && seize !== null);
  if (type !== "seizeAction" && type !== "endSeize") return;
  flag("seizeNotWon", state.phase === "seize" && seize?.seized !== true);
  if (type !== "seizeAction" || !seize) return;
  const id = input["figureId"];
  flag("seizeActionNotCrew", typeof id === "string" && sideIn(state, id) === "enemy");
  flag(
    "seizeActedTwice",
    seize.acted.some((a) => a.figureId === id),
  );
}

/**
 * "The Reaction Roll": "Roll a number of D6 equal to the number of your characters", "Assign each of the dice results
 * to one of your characters"; "Feral Impetuous Actions": a single 1 "must be assigned to a Feral character". "Cunning
 * plan" / "A moment of hesitation": that round the phases are chosen, "do not roll for Initiative".
 */
function reactionKinds(state: BattleState, type: string, input: Input, flag: Flag): void {
  const reaction = state.reaction;
  if (!reaction) return;
  const roll = reaction.mode === "roll";
  flag("reactionsLocked", reaction.locked && type !== "lockReactions" && PHASES_OF[type]?.[0] === "reaction");
  if (type === "rollReactions") {
    flag("rollInChoosingRound", !roll);
    flag("reactionsRolledTwice", reaction.dice !== null);
  }
  if (type === "assignReactions" || type === "assignMostQuick")
    flag("assignBeforeRoll", roll && reaction.dice === null);
  if (type === "choosePhases") chosenPhaseKinds(state, input, flag);
  if (type !== "assignReactions") return;
  flag("assignInChoosingRound", !roll);
  const dice = reaction.dice;
  const assignment = record(input["assignment"]);
  if (!roll || !dice || !assignment) return;
  const reactors = reaction.reactors;
  const ids = Object.keys(assignment);
  flag(
    "assignUnknownFigure",
    ids.some((id) => !reactors.some((r) => r.id === id)),
  );
  flag(
    "assignMissingFigure",
    reactors.some((r) => !Object.hasOwn(assignment, r.id)),
  );
  const used = Object.values(assignment);
  flag(
    "assignNoSuchDie",
    used.some((i) => !Number.isInteger(i) || (i as number) < 0 || (i as number) >= dice.length),
  );
  flag("assignDieTwice", new Set(used).size !== used.length);
  const ones = dice.flatMap((d, i) => (d === 1 ? [i] : []));
  const ferals = reactors.filter((r) => r.feral).map((r) => r.id);
  if (ones.length === 1 && ferals.length > 0) {
    const holder = ids.find((id) => assignment[id] === ones[0]);
    flag("feralSingleOneElsewhere", holder !== undefined && !ferals.includes(holder));
  }
}

/** "Cunning plan": each figure "in the Quick or Slow Actions phase as you prefer"; "A moment of hesitation": one Quick. */
function chosenPhaseKinds(state: BattleState, input: Input, flag: Flag): void {
  const reaction = state.reaction!;
  flag("chooseInRolledRound", reaction.mode === "roll");
  const phases = record(input["phases"]);
  if (reaction.mode === "roll" || !phases) return;
  flag(
    "chooseUnknownFigure",
    Object.keys(phases).some((id) => !reaction.reactors.some((r) => r.id === id)),
  );
  if (reaction.mode !== "hesitation") return;
  const quick = Object.entries(phases)
    .filter(([, phase]) => phase === "quick")
    .map(([id]) => id);
  flag("hesitationMoreThanOneQuick", quick.length > 1);
  // "(if any Feral are in the squad, you must select a Feral)"
  const ferals = reaction.reactors.filter((r) => r.feral).map((r) => r.id);
  flag("hesitationQuickNotFeral", ferals.length > 0 && quick.some((id) => !ferals.includes(id)));
}

/**
 * "Actions": the phase's side acts, each figure once in its phase ("The round ends when all figures on both sides have
 * acted"); "A figure may Move, then make a Combat Action"; "Stunned figures may Move OR make a Combat Action";
 * "Shocked figures do not make combat actions"; "Carrying out two Free Actions in the same round requires foregoing the
 * combat action"; "Characters that choose to snap fire cannot move this round".
 */
function activationKinds(state: BattleState, type: string, input: Input, flag: Flag): void {
  const active = state.active;
  const phase = state.phase;
  if (type === "startActivation" && ACTORS[phase]) {
    const id = idOf(input["figure"]);
    const condition = record(record(input["figure"])?.["condition"]);
    flag("activationInProgress", active !== null);
    flag("notInBattle", id !== null && sideIn(state, id) === null);
    flag("notTheSidesPhase", id !== null && sideIn(state, id) !== null && sideIn(state, id) !== ACTORS[phase]);
    flag("noActivationLeft", id !== null && sideIn(state, id) === ACTORS[phase] && !pendingIn(state, id, phase));
    flag("gonerActivates", condition?.["goner"] === true);
    // "A desperate plan": "A random figure in your crew cannot act next round".
    flag(
      "cannotActThisRound",
      state.effects.cannotAct.some((c) => c.figureId === id && c.round === state.round),
    );
  }
  if (type === "holdForSnapFire" || type === "delayToSlow") {
    const id = String(input["figureId"]);
    // "Characters that are eligible to act in the Quick Actions phase may opt not to do so."
    flag("snapFireNotQuickEligible", phase === "quick" && !pendingIn(state, id, "quick"));
    flag("snapFireWhileActing", active?.figureId === id);
  }
  if (type === "snapFire" && phase === "enemy") {
    flag("snapFireNoMovingEnemy", active === null || sideIn(state, active.figureId) !== "enemy");
    flag("snapFireNotHolding", !state.snapFireHolders.includes(String(input["figureId"])));
  }
  if (type === "endActivation" || type === "act") {
    flag("noActivation", active === null);
    const id = type === "act" ? input["figureId"] : idOf(input["figure"]);
    flag("notTheActiveFigure", active !== null && typeof id === "string" && id !== active.figureId);
  }
  if (type !== "act" || !active) return;
  const marker = active.marker;
  const combatForgone = active.freeActions >= 2;
  const holding = state.snapFireHolders.includes(active.figureId);
  switch (input["action"]) {
    case "move":
      flag("movedTwice", active.moved);
      flag("moveAfterCombatAction", active.combatAction);
      flag("snapFireHolderMoves", holding);
      flag("stunnedMovesAndActs", marker === "stunned" && active.combatAction);
      break;
    case "combatAction":
      flag("combatActionTwice", active.combatAction);
      flag("shockedCombatAction", marker === "shocked");
      flag("stunnedMovesAndActs", marker === "stunned" && active.moved);
      flag("combatActionAfterTwoFree", combatForgone);
      break;
    case "freeAction":
      flag("thirdFreeAction", active.freeActions >= 2);
      flag(
        "secondFreeWithoutCombatAction",
        active.freeActions === 1 &&
          (active.combatAction || marker === "shocked" || (marker === "stunned" && active.moved)),
      );
      break;
  }
}

/** Figures joining and leaving, Overwatch, Battle Event choices and markers: what the state says exists. */
function tableKinds(state: BattleState, type: string, input: Input, flag: Flag): void {
  if (type === "addFigure") {
    const ids = [idOf(input["crew"]), idOf(input["enemy"])].filter((id): id is string => id !== null);
    flag(
      "addedTwice",
      ids.some((id) => sideIn(state, id) !== null),
    );
  }
  // "The status lasts until the figure activates next, is hit by an attack, or engaged in a brawl."
  flag("notOnOverwatch", type === "endOverwatch" && !state.overwatchIds.includes(String(input["figureId"])));
  if (type === "enterOverwatch") {
    // "Enemies with ranged weapons that end their activation unable to see a target roll 1D6."
    // Cheap and certain: an enemy that is not activating and has finished no activation this round has no end of
    // activation to roll at (a roll sent just after its activation ended, later in the round, is not judged).
    const id = idOf(input["figure"]);
    const activated = state.schedule.some((s) => s.figureId === id && s.status === "done");
    flag("overwatchNotEnemy", id !== null && sideIn(state, id) !== "enemy");
    flag("overwatchBeforeActivating", state.active?.figureId !== id && !activated);
  }
  if (type === "chooseEventFigure") {
    const choice = state.pendingChoices.find((p) => p.eventId === input["eventId"]);
    flag("noEventChoicePending", choice === undefined);
    // "Select a crew member"; "A desperate plan": "instead select another figure".
    const id = String(input["figureId"]);
    flag("eventFigureNotCrew", sideIn(state, id) === "enemy");
    flag("eventFigureExcluded", choice?.excluded.includes(id) === true);
  }
  flag("noReinforcementMarker", type === "removeReinforcementMarker" && state.effects.reinforcementMarkers <= 0);
}
