import {
  AI_TYPES,
  assignForMostQuick,
  OVERWATCH_END_REASONS,
  REMOVAL_REASONS,
  type AiType,
  type OverwatchEndReason,
  type BattleState,
  type CrewPhase,
  type FigureMarks,
  type ReactionAssignment,
  type ReactionState,
  type RemovalReason,
} from "../../../rules";
import {
  bool,
  dict,
  id,
  int,
  isRecord,
  literal,
  map,
  nullable,
  object,
  optional,
  orElse,
  parseOrNull,
  refine,
  type Schema,
  text,
  upgrade,
  variant,
} from "../../common/schema";

/**
 * What a user's client asks of the battle round. Figures are named by id only: the GM's client reads their current
 * condition from the documents, so a player cannot send a doctored figure. Requests that only the GM may make are
 * listed in `GM_ONLY`.
 */
export type RoundInput =
  | { readonly type: "seizeTheInitiative" }
  | { readonly type: "declineSeize" }
  | { readonly type: "seizeAction"; readonly figureId: string; readonly action: "move" | "fire" }
  | { readonly type: "endSeize" }
  | { readonly type: "rollReactions" }
  /** One figure takes a die; the figure that held it takes the first's old one (the pool starts from the most-Quick assignment). */
  | { readonly type: "assignDie"; readonly figureId: string; readonly dieIndex: number }
  | { readonly type: "assignMostQuick" }
  /** "Cunning plan" / "A moment of hesitation": one figure's phase. */
  | { readonly type: "choosePhase"; readonly figureId: string; readonly phase: CrewPhase }
  | { readonly type: "lockReactions" }
  | { readonly type: "holdForSnapFire"; readonly figureId: string }
  | { readonly type: "delayToSlow"; readonly figureId: string }
  | { readonly type: "startActivation"; readonly figureId: string }
  /**
   * `fired`: the Combat Action was a shot from the tracker's Fire (recorded for "Ammo fault"); `figureId`: the figure
   * the action is for, so that a request arriving after its activation is refused.
   */
  | {
      readonly type: "act";
      readonly action: "move" | "combatAction" | "freeAction";
      readonly fired?: boolean;
      readonly figureId?: string;
    }
  | { readonly type: "endActivation"; readonly figureId: string }
  | { readonly type: "snapFire"; readonly figureId: string; readonly effectOnMover: "none" | "stunned" | "shocked" }
  /** "Enemy Overwatch": the GM applied a suggestion whose roll entered it; GM only. */
  | { readonly type: "enterOverwatch"; readonly figureId: string }
  | { readonly type: "endOverwatch"; readonly figureId: string; readonly reason: OverwatchEndReason }
  | {
      readonly type: "chooseEventFigure";
      readonly eventId: "seizedTheMoment" | "aDesperatePlan";
      readonly figureId: string;
    }
  | { readonly type: "reachObjective" }
  | { readonly type: "removeReinforcementMarker" }
  | { readonly type: "achieveWinCondition" }
  | { readonly type: "setMainAiType"; readonly ai: AiType }
  /** A combatant's figure joins the battle (reinforcements, "Back up", "Enemy VIP"); GM only. */
  | { readonly type: "addFigure"; readonly figureId: string }
  | { readonly type: "removeFigure"; readonly figureId: string; readonly reason: RemovalReason }
  | { readonly type: "runEndPhase" }
  | { readonly type: "abandonBattle" }
  /** Ruling 7: the GM sets a figure's marks, with the reason; GM only. */
  | { readonly type: "correctFigure"; readonly figureId: string; readonly marks: FigureMarks; readonly reason: string }
  /** Takes back the latest correction, which must be of this figure; GM only. */
  | { readonly type: "undoCorrection"; readonly figureId: string };

export type RoundInputType = RoundInput["type"];

/** The message a client sends to the active GM's over the module socket: no user in it, since a payload can lie. */
export interface RoundRequestMessage {
  readonly type: "roundInput";
  readonly combatId: string;
  readonly input: RoundInput;
  /** Where the battle stood on the asking client (`roundStampOf`): a request made on a state that has moved on is stale. */
  readonly stamp: string;
}

/** A request as the GM's client handles it: the message and who sent it, as Foundry's socket reports the sender. */
export interface RoundRequest extends RoundRequestMessage {
  readonly userId: string;
}

/** The GM's answer to one user: the request was refused, with a lang key (and data) or the rules' own sentence. */
export interface RoundRefusal {
  readonly type: "roundRefused";
  readonly userId: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
  /** The rules' reason in English, shown when the key has no translation. */
  readonly message: string;
}

export type SocketMessage = RoundRequest | RoundRefusal;

/** Inputs the GM alone may give: the battle's setup, the End Phase, and what changes the enemy side or the table. */
export const GM_ONLY: ReadonlySet<RoundInputType> = new Set<RoundInputType>([
  "seizeTheInitiative",
  "declineSeize",
  "achieveWinCondition",
  "setMainAiType",
  "addFigure",
  "enterOverwatch",
  "removeFigure",
  "runEndPhase",
  "abandonBattle",
  "correctFigure",
  "undoCorrection",
]);

/** A condition's marker as the wire may carry it: Stun, Shock, or none. */
const marker = nullable(literal("stunned", "shocked"));
/** Only the fields a correction may set; a key of the wrong name refuses the whole request. */
const NOT_A_MARK = "not a mark a correction sets";

/**
 * The marks of a correction: the names and kinds of `FigureMarks` only, a condition of the correctable fields only
 * (Goner leaves by `removeFigure`), and at least one mark.
 */
const marks: Schema<FigureMarks> = refine(
  object<FigureMarks>(
    {
      condition: optional(
        object<NonNullable<FigureMarks["condition"]>>(
          {
            marker: optional(marker),
            dazed: optional(bool),
            wounded: optional(bool),
            shutDown: optional(bool),
            damaged: optional(bool),
            bleeding: optional(bool),
          },
          { unknownKeys: NOT_A_MARK },
        ),
      ),
      overwatch: optional(bool),
      snapFire: optional(bool),
      cannotFire: optional(bool),
      stopped: optional(bool),
    },
    { unknownKeys: NOT_A_MARK },
  ),
  (read) => (Object.keys(read).length > 0 ? null : "expected at least one mark"),
);

const figureId = id();
/** An input that names only its type. */
const bare = <T extends RoundInputType>(type: T) => object({ type: literal(type) });
const ofFigure = <T extends RoundInputType>(type: T) => object({ type: literal(type), figureId });

/** Every input this module sends, by its `type`; anything else is refused as it is read. */
export const roundInput: Schema<RoundInput> = variant("type", {
  seizeTheInitiative: bare("seizeTheInitiative"),
  declineSeize: bare("declineSeize"),
  endSeize: bare("endSeize"),
  rollReactions: bare("rollReactions"),
  assignMostQuick: bare("assignMostQuick"),
  lockReactions: bare("lockReactions"),
  reachObjective: bare("reachObjective"),
  removeReinforcementMarker: bare("removeReinforcementMarker"),
  achieveWinCondition: bare("achieveWinCondition"),
  runEndPhase: bare("runEndPhase"),
  abandonBattle: bare("abandonBattle"),
  holdForSnapFire: ofFigure("holdForSnapFire"),
  delayToSlow: ofFigure("delayToSlow"),
  startActivation: ofFigure("startActivation"),
  endActivation: ofFigure("endActivation"),
  addFigure: ofFigure("addFigure"),
  enterOverwatch: ofFigure("enterOverwatch"),
  undoCorrection: ofFigure("undoCorrection"),
  seizeAction: object({ type: literal("seizeAction"), figureId, action: literal("move", "fire") }),
  assignDie: object({ type: literal("assignDie"), figureId, dieIndex: int(0) }),
  choosePhase: object({ type: literal("choosePhase"), figureId, phase: literal("quick", "slow") }),
  // `fired` only means something on a Combat Action, and is sent only when true.
  act: map(
    object({
      type: literal("act"),
      action: literal("move", "combatAction", "freeAction"),
      fired: orElse(literal(true), undefined),
      figureId: optional(figureId),
    }),
    ({ fired, ...act }) => (fired && act.action === "combatAction" ? { ...act, fired } : act),
  ),
  snapFire: object({ type: literal("snapFire"), figureId, effectOnMover: literal("none", "stunned", "shocked") }),
  chooseEventFigure: object({
    type: literal("chooseEventFigure"),
    figureId,
    eventId: literal("seizedTheMoment", "aDesperatePlan"),
  }),
  endOverwatch: object({ type: literal("endOverwatch"), figureId, reason: literal(...OVERWATCH_END_REASONS) }),
  setMainAiType: object({ type: literal("setMainAiType"), ai: literal(...AI_TYPES) }),
  removeFigure: object({ type: literal("removeFigure"), figureId, reason: literal(...REMOVAL_REASONS) }),
  correctFigure: object({
    type: literal("correctFigure"),
    figureId,
    marks,
    reason: refine(text(), (reason) => (reason.trim() === "" ? "expected a reason" : null)),
  }),
});

/** The input of a request as it came over the wire, or null when it is not one this module sends. */
export const parseRoundInput = (value: unknown): RoundInput | null => parseOrNull(roundInput, value);

/** The refusal's data: its text values (anything else a forged refusal carries is left out). */
export const refusalData = upgrade(
  (data) => (isRecord(data) ? Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === "string")) : {}),
  dict(text(), { max: 50 }),
);

const socketMessage = variant("type", {
  roundInput: object({
    type: literal("roundInput"),
    combatId: id(),
    input: roundInput,
    // A request without a stamp cannot show it was made on the current state: it is read, and refused as stale.
    stamp: orElse(text(), ""),
  }),
  roundRefused: object({ type: literal("roundRefused"), userId: id(), key: id(), data: refusalData, message: text() }),
});

/**
 * A socket message of this module, checked, or null. `senderId` is the user Foundry's socket reports as the sender:
 * a request is that user's, whatever the payload says (a user id inside it is ignored).
 */
export function parseSocketMessage(value: unknown, senderId: string): SocketMessage | null {
  const message = senderId ? parseOrNull(socketMessage, value) : null;
  if (!message) return null;
  return message.type === "roundInput" ? { ...message, userId: senderId } : message;
}

/**
 * Inputs made while the battle moves on around them: what the table sends on its own (a casualty's removal, Overwatch
 * entered or ended by an attack, a Snap Fire from a watch card), an event's chosen figure, and the GM's controls and
 * corrections, sent in a row from one dialog. Each is stale only once the Round has passed or the battle ended.
 */
const LATE_INPUTS: ReadonlySet<RoundInputType> = new Set<RoundInputType>([
  "snapFire",
  "enterOverwatch",
  "endOverwatch",
  "chooseEventFigure",
  "addFigure",
  "removeFigure",
  "setMainAiType",
  "correctFigure",
  "undoCorrection",
]);

/**
 * Where the battle stands, as text: the Round, the phase, whether the Reaction dice are rolled, and whether it is over.
 * A request made before the GM locked the Reactions, ran the End Phase or ended the battle is refused as stale. The
 * activating figure is left out: the table sends an activation's inputs in a row (a Dash's Move and Combat Action, an
 * applied suggestion's Start, End and Overwatch roll), each made on the state before the first landed.
 */
export function roundStampOf(state: BattleState, input?: Pick<RoundInput, "type">): string {
  const over = state.over ? "over" : "";
  if (input && LATE_INPUTS.has(input.type)) return `${state.round}|${over}`;
  return [state.round, state.phase, state.reaction?.dice ? "rolled" : "", over].join("|");
}

/** Who asks: whether they are a GM, and which figures (by id) they own. */
export interface Requester {
  readonly isGM: boolean;
  readonly owns: (figureId: string) => boolean;
}

export type RequestVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly key: string; readonly data: Readonly<Record<string, string>> };

const OK: RequestVerdict = { ok: true };
const no = (reason: string, data: Record<string, string> = {}): RequestVerdict => ({
  ok: false,
  key: `FPB.Round.Request.${reason}`,
  data,
});

/** The figure an input acts for, when it names one (the active figure for an action). */
export function figureNamedBy(input: RoundInput, state: BattleState): string | null {
  if (input.type === "act") return input.figureId ?? state.active?.figureId ?? null;
  return "figureId" in input ? input.figureId : null;
}

/** The figures whose dice or phase a reaction input changes. */
function figuresChangedBy(input: RoundInput, state: BattleState): string[] {
  const reaction = state.reaction;
  if (!reaction) return [];
  if (input.type === "assignDie") {
    const next = assignmentAfter(reaction, input.figureId, input.dieIndex);
    if (!next) return [input.figureId];
    const before = currentAssignment(reaction);
    return reaction.reactors.filter((f) => before?.[f.id] !== next[f.id]).map((f) => f.id);
  }
  if (input.type === "choosePhase") {
    const next = choicesAfter(reaction, input.figureId, input.phase);
    return reaction.reactors.filter((f) => reaction.choices?.[f.id] !== next[f.id]).map((f) => f.id);
  }
  return [];
}

/**
 * Whether a user may make a request, before the rules see it: "players act only for figures they own; the GM for
 * everything". A player's input must name a figure the player owns (for a reaction change, every figure whose die
 * or phase it changes); inputs that concern the whole crew (roll, one-click assignment, lock, end of the Seize, an
 * objective reached) need a crew figure in the battle the player owns. Whether the move is legal now is the rules'
 * to say (`advance`), after this.
 */
export function checkRoundRequest(input: RoundInput, state: BattleState | null, requester: Requester): RequestVerdict {
  if (!state) return no("noBattle");
  if (requester.isGM) return OK;
  if (GM_ONLY.has(input.type)) return no("gmOnly");
  const named = figureNamedBy(input, state);
  if (input.type === "act" && !named) return OK; // the rules refuse it: no figure is activating
  // A player's shot or brawl that hit (or engaged) an enemy on Overwatch ends it; the player owns the attacker, not
  // the enemy, so this asks what the crew-wide inputs ask: a crew figure in the battle the player owns.
  if (input.type === "endOverwatch" && (input.reason === "hit" || input.reason === "brawl")) {
    return state.crew.some((figure) => requester.owns(figure.id)) ? OK : no("noCrewOwned");
  }
  if (named !== null && input.type !== "assignDie" && input.type !== "choosePhase") {
    return requester.owns(named) ? OK : no("notOwner", { figure: nameIn(state, named) });
  }
  if (input.type === "assignDie" || input.type === "choosePhase") {
    const other = figuresChangedBy(input, state).find((id) => !requester.owns(id));
    return other === undefined ? OK : no("notOwner", { figure: nameIn(state, other) });
  }
  return state.crew.some((figure) => requester.owns(figure.id)) ? OK : no("noCrewOwned");
}

export const nameIn = (state: BattleState, figureId: string): string =>
  [...state.crew, ...state.enemies].find((f) => f.id === figureId)?.name ?? figureId;

/** The assignment the dice pool shows: the one made, or (ruling 6) the most-Quick one once the dice are rolled. */
export function currentAssignment(reaction: ReactionState): ReactionAssignment | null {
  if (reaction.assignment) return reaction.assignment;
  if (!reaction.dice || reaction.dice.length !== reaction.reactors.length) return null;
  return assignForMostQuick(reaction.reactors, reaction.dice);
}

/** The whole assignment after one figure takes a die: the figure that held it gets the first's old die. */
export function assignmentAfter(
  reaction: ReactionState,
  figureId: string,
  dieIndex: number,
): ReactionAssignment | null {
  const current = currentAssignment(reaction);
  if (!current || !reaction.reactors.some((f) => f.id === figureId)) return null;
  const previous = current[figureId];
  const holder = Object.keys(current).find((id) => current[id] === dieIndex);
  const next: Record<string, number> = { ...current, [figureId]: dieIndex };
  if (holder && holder !== figureId && previous !== undefined) next[holder] = previous;
  return next;
}

/**
 * The phases after one figure's choice. "Cunning plan": each chooses freely (undecided figures Quick). "A moment of
 * hesitation": the one Quick figure; choosing Quick for one makes the others Slow.
 */
export function choicesAfter(reaction: ReactionState, figureId: string, phase: CrewPhase): Record<string, CrewPhase> {
  const hesitation = reaction.mode === "hesitation";
  const base: Record<string, CrewPhase> = Object.fromEntries(
    reaction.reactors.map((f) => [f.id, reaction.choices?.[f.id] ?? (hesitation ? "slow" : "quick")]),
  );
  if (hesitation && phase === "quick") for (const id of Object.keys(base)) base[id] = "slow";
  base[figureId] = phase;
  return base;
}
