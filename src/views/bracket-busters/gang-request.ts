import { BracketBusters as BB } from "../../rules";
import {
  dict,
  id,
  isRecord,
  literal,
  object,
  parseOrNull,
  problemsOf,
  type Schema,
  text,
  upgrade,
  variant,
  whole,
} from "../common/schema";

/**
 * What a user's client asks of a Bracket Busters battle in Foundry: the rules' own inputs, and the two a table collects
 * from each player before the rules roll (a gang's Priority die, a fighter's Nerve characteristic). Fighters are named
 * by id; where they stand is read from the tokens on the GM's client, never from the request.
 */
export type GangInput =
  | BB.BattleInput
  /** "Each player rolls a D6": one gang's Priority die, rolled for the player who asks. */
  | { readonly type: "rollPriorityDie"; readonly gangId: string }
  /** "The controlling player chooses": Cool or Willpower for a fighter's Nerve test at Ready Fighters. */
  | { readonly type: "chooseNerve"; readonly fighterId: string; readonly characteristic: BB.NerveCharacteristic };

export type GangInputType = GangInput["type"];

/** Sent to the active GM's client over the module socket; the sender is the user Foundry names, never a payload field. */
export interface GangRequestMessage {
  readonly type: "gangInput";
  readonly combatId: string;
  readonly input: GangInput;
  /** Where the battle stood on the asking client (`stampOf`): a request made on a state that has moved on is stale. */
  readonly stamp: string;
}

export interface GangRequest extends GangRequestMessage {
  readonly userId: string;
}

/** A refusal the active GM sends back to the one user who asked. */
export interface GangRefusalMessage {
  readonly type: "gangRefused";
  readonly userId: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
  readonly message: string;
}

/** Who may ask for an input: the GM only, a player of one of the named gangs, or a player of any gang in the battle. */
export type Asker =
  | { readonly kind: "gm" }
  | { readonly kind: "gang"; readonly gangIds: readonly string[]; readonly onTurn: boolean }
  | { readonly kind: "anyGang" };

const gangOfFighter = (state: BB.BattleState, id: string | undefined): string[] => {
  const gangId = id ? BB.fighterIn(state, id)?.fighter.gangId : undefined;
  return gangId ? [gangId] : [];
};

/** The gang acting in the Action Phase: the activating fighter's, else the gang whose turn it is. */
const actingGang = (state: BB.BattleState): string[] => {
  const activating = state.turn?.activation?.fighterId;
  return activating ? gangOfFighter(state, activating) : state.turn ? [state.turn.gangId] : [];
};

/**
 * Who may ask for each input. A gang's player activates only that gang's fighters, and only on its turn; an attack's
 * result is set by a player of either side named on the card; the shared End Phase steps by any player in the battle;
 * the GM's overrides (ruling 12's status, ruling 15's end and scenario XP) and the all-gangs Priority roll by the GM.
 */
export function askerOf(input: GangInput, state: BB.BattleState): Asker {
  const gang = (gangIds: string[], onTurn = false): Asker => ({ kind: "gang", gangIds, onTurn });
  switch (input.type) {
    case "rollPriorityDie":
      return gang([input.gangId]);
    case "chooseNerve":
    case "keepInjuryDie":
    case "rally":
    case "markOutOfAmmo":
      return gang(gangOfFighter(state, input.fighterId));
    case "activate":
      return gang(gangOfFighter(state, input.fighterId), true);
    case "groupActivate":
      return gang(gangOfFighter(state, input.initiatorId), true);
    case "takeAction":
    case "completeCharge":
    case "completeDisengage":
    case "changeFacing":
    case "endActivation":
      return gang(actingGang(state), true);
    case "setResult":
      return gang([...gangOfFighter(state, input.targetId), ...gangOfFighter(state, input.by ?? undefined)]);
    case "movedInvoluntarily":
      // Moved by the acting gang's push or carry, or owned up to by the fighter's own player.
      return gang([...actingGang(state), ...gangOfFighter(state, input.fighterId)]);
    case "readyFighters":
    case "rollBottleTests":
    case "rollRecovery":
      return { kind: "anyGang" };
    case "rollPriority":
    case "setStatus":
    case "awardXp":
    case "endBattle":
    case "rollLastingInjuries":
    case "correct":
      return { kind: "gm" };
  }
}

/**
 * Inputs a player may make while the battle goes on around them: an attack's result set from its card after more
 * actions were taken, a fighter marked Out of Ammo, a Priority die or a Nerve choice while others choose theirs, one
 * of several assisted Recoveries. Each is stale only once the Round or phase has passed.
 */
const LATE_INPUTS: ReadonlySet<GangInputType> = new Set<GangInputType>([
  "setResult",
  "markOutOfAmmo",
  "rollPriorityDie",
  "chooseNerve",
  "keepInjuryDie",
]);

/**
 * Where the battle stands, as text: the Round, phase and step, whose turn, the activation and its actions left, and
 * what is pending. Two requests made on one stamp cannot both apply where the first changes it (a double click spends
 * no action twice), and a request made before a turn passed is refused as stale instead of acting on the next one.
 */
export function stampOf(state: BB.BattleState, input?: Pick<GangInput, "type">): string {
  if (input && LATE_INPUTS.has(input.type)) return `${state.round}|${state.phase}`;
  const turn = state.turn;
  const activation = turn?.activation;
  return [
    state.round,
    state.phase,
    state.end?.step ?? "",
    state.end?.rallyGang ?? "",
    state.end?.rallied.length ?? 0,
    turn?.gangId ?? "",
    turn?.activated.length ?? 0,
    activation?.fighterId ?? "",
    activation?.actionsLeft ?? "",
    activation?.pending?.kind ?? "",
    state.over ? (state.injuries ? "rolled" : "over") : "",
  ].join("|");
}

export interface GangViewer {
  readonly isGM: boolean;
  /** Whether the user owns the gang's CombatantGroup. */
  readonly ownsGang: (gangId: string) => boolean;
}

export type GangVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly key: string; readonly data: Readonly<Record<string, string>> };

const refuse = (key: string, data: Record<string, string> = {}): GangVerdict => ({
  ok: false,
  key: `FPB.BracketBusters.Request.${key}`,
  data,
});

/**
 * Whether the user plays the gang an input acts for (on that gang's turn where it must be); the GM may act for anyone.
 * Whether the battle exists and the request is stale are the table's loop's checks (table/request-loop.ts); whether the
 * rules allow the input is `advance`'s.
 */
export function mayAskGang(input: GangInput, state: BB.BattleState, viewer: GangViewer): GangVerdict {
  if (viewer.isGM) return { ok: true };
  const asker = askerOf(input, state);
  if (asker.kind === "gm") return refuse("gmOnly");
  const gangs = asker.kind === "anyGang" ? state.gangs.map((g) => g.id) : asker.gangIds;
  const own = gangs.filter((id) => viewer.ownsGang(id));
  const namesNoFighter = !("fighterId" in input) && !("initiatorId" in input);
  if (
    own.length === 0 &&
    asker.kind === "gang" &&
    asker.onTurn &&
    namesNoFighter &&
    state.turn &&
    state.gangs.some((g) => viewer.ownsGang(g.id))
  ) {
    return refuse("notYourTurn", { gang: BB.gangOf(state, state.turn.gangId)?.name ?? state.turn.gangId });
  }
  if (own.length === 0) {
    const named = gangs.map((id) => BB.gangOf(state, id)?.name ?? id).join(", ");
    return refuse(asker.kind === "anyGang" ? "noGang" : "notYourGang", { gang: named });
  }
  if (asker.kind === "gang" && asker.onTurn && state.turn && !own.includes(state.turn.gangId)) {
    return refuse("notYourTurn", { gang: BB.gangOf(state, state.turn.gangId)?.name ?? state.turn.gangId });
  }
  return { ok: true };
}

const GANG_INPUT_TYPES = [...BB.INPUT_TYPES, "rollPriorityDie", "chooseNerve"] as const;

/** The refusal's data, each value as text. */
const refusalData = upgrade(
  (data) => (isRecord(data) ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) : data),
  dict(text(), { max: 50 }),
);

/**
 * A request or a refusal. A request's input is plain data of a known type, kept whole: the rules' `checkInput` (or
 * `tableInputProblem`, for the table's two) reads the rest before use.
 */
const gangMessage = variant("type", {
  gangRefused: object({
    type: literal("gangRefused"),
    userId: text(),
    key: text(),
    message: text(),
    data: refusalData,
  }),
  gangInput: object({
    type: literal("gangInput"),
    combatId: text(),
    stamp: text(),
    input: whole<GangInput>(object({ type: literal(...GANG_INPUT_TYPES) })),
  }),
});

/** A socket message for the Bracket Busters round, or null: a request (its user the sender Foundry names) or a refusal. */
export function parseGangMessage(raw: unknown, senderId: string): GangRequest | GangRefusalMessage | null {
  const message = parseOrNull(gangMessage, raw);
  return message?.type === "gangInput" ? { ...message, userId: senderId } : message;
}

const tableInputs: Readonly<Record<"rollPriorityDie" | "chooseNerve", Schema<unknown>>> = {
  rollPriorityDie: object({ gangId: id() }),
  chooseNerve: object({ fighterId: id(), characteristic: literal(...BB.NERVE_CHARACTERISTICS) }),
};

/** The shape problem of one of the table's own inputs, or null (the rules' inputs are checked by `advance`). */
export function tableInputProblem(input: GangInput): string | null {
  const schema = input.type === "rollPriorityDie" || input.type === "chooseNerve" ? tableInputs[input.type] : null;
  return schema ? (problemsOf(schema, input, "")[0] ?? null) : null;
}
