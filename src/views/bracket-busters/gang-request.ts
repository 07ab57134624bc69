import { BracketBusters as BB } from "../../rules";

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

const GANG_INPUT_TYPES: ReadonlySet<string> = new Set<string>([...BB.INPUT_TYPES, "rollPriorityDie", "chooseNerve"]);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A socket message for the Bracket Busters round, or null: a request (its user the sender Foundry names) or a
 * refusal. The input's shape is checked by the rules' `checkInput` (or here, for the two table inputs) before use.
 */
export function parseGangMessage(raw: unknown, senderId: string): GangRequest | GangRefusalMessage | null {
  if (!isRecord(raw)) return null;
  if (raw["type"] === "gangRefused") {
    const { userId, key, data, message } = raw;
    if (typeof userId !== "string" || typeof key !== "string" || typeof message !== "string" || !isRecord(data))
      return null;
    return {
      type: "gangRefused",
      userId,
      key,
      message,
      data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
    };
  }
  if (raw["type"] !== "gangInput" || typeof raw["combatId"] !== "string" || typeof raw["stamp"] !== "string")
    return null;
  const input = raw["input"];
  if (!isRecord(input) || typeof input["type"] !== "string" || !GANG_INPUT_TYPES.has(input["type"])) return null;
  return {
    type: "gangInput",
    combatId: raw["combatId"],
    stamp: raw["stamp"],
    input: input as unknown as GangInput,
    userId: senderId,
  };
}

/** The shape problem of one of the table's own inputs, or null (the rules' inputs are checked by `advance`). */
export function tableInputProblem(input: GangInput): string | null {
  if (input.type === "rollPriorityDie")
    return typeof input.gangId === "string" && input.gangId ? null : "gangId: expected a gang id";
  if (input.type === "chooseNerve") {
    if (typeof input.fighterId !== "string" || !input.fighterId) return "fighterId: expected a fighter id";
    return (BB.NERVE_CHARACTERISTICS as readonly unknown[]).includes(input.characteristic)
      ? null
      : "characteristic: expected cool or willpower";
  }
  return null;
}
