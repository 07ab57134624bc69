// The fuzz's oracle for Bracket Busters: what makes an input illegal at a moment, worked out from the rules' text and the
// battle state, not from the handlers under test. An input this flags and `advance` accepts is an illegal input
// accepted. The oracle only says what it can say cheaply; input types it does not know (added since) go unjudged.
import { BracketBusters as BB } from "../../../src/rules";

/** "Each Round is subdivided into three Phases": the phase each phase-bound input belongs to. */
const PHASE_OF: Readonly<Partial<Record<string, BB.BattlePhase>>> = {
  rollPriority: "priority",
  readyFighters: "ready",
  activate: "action",
  groupActivate: "action",
  takeAction: "action",
  completeCharge: "action",
  completeDisengage: "action",
  changeFacing: "action",
  endActivation: "action",
  setResult: "action",
  rollBottleTests: "end",
  rollRecovery: "end",
  keepInjuryDie: "end",
  rally: "end",
  rollLastingInjuries: "over",
};

/** "The End Phase has three steps, which must be taken in the correct order." */
const STEP_OF: Readonly<Partial<Record<string, BB.EndPhaseStep>>> = {
  rollBottleTests: "bottleTests",
  rollRecovery: "recovery",
  keepInjuryDie: "recovery",
  rally: "rally",
};

/** After the battle only its Lasting Injuries and the scenario's XP remain. */
const AFTER_THE_BATTLE = new Set(["rollLastingInjuries", "awardXp"]);

/** The standard Actions each status lists ("Standard ... Actions"); Broken fighters have none. */
const PRINTED_ACTIONS: Readonly<Record<BB.Status, readonly string[]>> = {
  active: [
    "accessTerminal",
    "aim",
    "blindfire",
    "carry",
    "carryHeavy",
    "charge",
    "coupDeGrace",
    "crawlThrough",
    "detect",
    "doubleMove",
    "entrench",
    "exert",
    "fireThrough",
    "focus",
    "interact",
    "move",
    "raiseTheAlarm",
    "reload",
    "shoot",
    "takeCover",
  ],
  pinned: ["blindfire", "crawl", "crawlThrough", "detect", "reload", "standUp"],
  engaged: ["disengage", "fight"],
  seriouslyInjured: ["crawl"],
  broken: [],
};

/** "Types of Action": Double takes two Actions; Basic and Double "may not be taken more than once per Activation". */
const DOUBLE = new Set([
  "blindfire",
  "carryHeavy",
  "charge",
  "crawl",
  "crawlThrough",
  "doubleMove",
  "entrench",
  "exert",
]);
const BASIC = new Set([
  "accessTerminal",
  "detect",
  "disengage",
  "fight",
  "fireThrough",
  "raiseTheAlarm",
  "shoot",
  "standUp",
  "takeCover",
]);

/** The fields of each input that name one fighter in the battle. */
const FIGHTER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  activate: ["fighterId"],
  groupActivate: ["initiatorId"],
  setResult: ["targetId"],
  setStatus: ["fighterId"],
  markOutOfAmmo: ["fighterId"],
  keepInjuryDie: ["fighterId"],
  rally: ["fighterId"],
  awardXp: ["fighterId"],
};

type Input = Readonly<Record<string, unknown>>;

const listed = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The kinds of illegality of `input` at `state`; empty when the oracle finds nothing wrong. */
export function illegalKinds(state: BB.BattleState, input: Input): string[] {
  const type = String(input["type"]);
  const kinds: string[] = [];
  const flag = (kind: string, when: boolean): void => void (when && kinds.push(kind));
  const known = (id: unknown): boolean => typeof id === "string" && BB.fighterIn(state, id) !== undefined;

  if (state.phase === "over" || state.over) {
    flag("battleOver", !AFTER_THE_BATTLE.has(type) && BB.INPUT_TYPES.includes(type as never));
    flag("injuriesRolledTwice", type === "rollLastingInjuries" && state.injuries !== null);
    flag("xpAfterInjuries", type === "awardXp" && state.injuries !== null);
  } else {
    const phase = PHASE_OF[type];
    flag("wrongPhase", phase !== undefined && phase !== state.phase);
  }
  for (const field of FIGHTER_FIELDS[type] ?? []) flag("unknownFighter", !known(input[field]));

  const turn = state.turn;
  const activation = turn?.activation ?? null;
  if (state.phase === "action" && turn) {
    if (type === "activate" || type === "groupActivate") {
      const id = input[type === "activate" ? "fighterId" : "initiatorId"];
      const f = typeof id === "string" ? BB.fighterIn(state, id) : undefined;
      flag("activationInProgress", activation !== null);
      flag("notTheTurnsGang", f !== undefined && f.fighter.gangId !== turn.gangId);
      flag("notReady", f !== undefined && (!f.ready || f.status === "outOfAction"));
      flag("activatedTwiceThisRound", typeof id === "string" && state.activatedThisRound.includes(id));
      if (type === "activate") {
        flag("notNominated", turn.group !== null && !turn.group.members.includes(String(id)));
        flag("secondActivationInTurn", turn.group === null && turn.activated.length > 0);
      } else {
        flag("secondActivationInTurn", turn.activated.length > 0 || turn.group !== null);
        flag(
          "unknownFighter",
          listed(input["nominated"]).some((n) => !known(n)),
        );
      }
    }
    if (type === "takeAction" || type === "changeFacing" || type === "endActivation")
      flag("noActivation", activation === null);
    if (activation) actionKinds(state, activation, type, input, flag);
    flag("noChargePending", type === "completeCharge" && activation?.pending?.kind !== "charge");
    flag("noDisengagePending", type === "completeDisengage" && activation?.pending?.kind !== "disengage");
  }

  const end = state.end;
  if (state.phase === "end" && end) {
    const step = STEP_OF[type];
    flag("wrongEndPhaseStep", step !== undefined && step !== end.step);
    const pendingChoice = end.recoveryChoices.length > 0;
    flag("recoveryChoiceFirst", type === "rollRecovery" && pendingChoice);
    flag(
      "noInjuryDieToKeep",
      type === "keepInjuryDie" && !end.recoveryChoices.some((c) => c.fighterId === input["fighterId"]),
    );
    if (type === "rally" && end.step === "rally") {
      const f = known(input["fighterId"]) ? BB.fighterIn(state, String(input["fighterId"])) : undefined;
      flag("rallyNotBroken", f !== undefined && f.status !== "broken");
      flag("ralliedTwice", f !== undefined && end.rallied.includes(f.fighter.id));
      flag("notTheRallyGang", f !== undefined && f.fighter.gangId !== end.rallyGang);
    }
  }
  return kinds;
}

function actionKinds(
  state: BB.BattleState,
  activation: BB.Activation,
  type: string,
  input: Input,
  flag: (kind: string, when: boolean) => void,
): void {
  const actor = BB.fighterIn(state, activation.fighterId);
  const pending = activation.pending !== null;
  if (type === "endActivation" || type === "changeFacing" || type === "takeAction") flag("actionPending", pending);
  // "An Active fighter may change their facing for free during their turn."
  flag("facingNotActive", type === "changeFacing" && actor !== undefined && actor.status !== "active");
  if (type !== "takeAction" || !actor) return;
  const action = String(input["action"]);
  const free = activation.free.includes(action as BB.ActionId);
  flag("actorOutOfAction", !free && actor.status === "outOfAction");
  flag("notForStatus", !free && actor.status !== "outOfAction" && !PRINTED_ACTIONS[actor.status].includes(action));
  flag("onceOnly", (DOUBLE.has(action) || BASIC.has(action)) && activation.used.includes(action as BB.ActionId));
  flag("notEnoughActions", !free && activation.actionsLeft < (DOUBLE.has(action) ? 2 : 1));
  for (const field of BB.ACTION_NEEDS[action as BB.ActionId] ?? []) flag("needsMissing", input[field] === undefined);
  if (action === "disengage") disengageKinds(state, actor, input, flag);
}

/**
 * "Disengage (Basic): The fighter may attempt to disengage from all fighters they are currently Engaged with": every
 * fighter named must be an enemy in base contact on the positions the input gives.
 */
function disengageKinds(
  state: BB.BattleState,
  actor: BB.BattleFighter,
  input: Input,
  flag: (kind: string, when: boolean) => void,
): void {
  const positions = input["positions"] as BB.Positions | undefined;
  const named = listed(input["enemies"]);
  if (!positions?.[actor.fighter.id]) return;
  const engaged = BB.engagedWith(state, actor.fighter.id, positions);
  flag(
    "disengageFromNotEngaged",
    named.some((id) => !engaged.includes(id)),
  );
  flag(
    "disengageNotFromAll",
    engaged.some((id) => !named.includes(id)),
  );
}
