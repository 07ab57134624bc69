import { BracketBusters as BB } from "../../rules";
import { activationView, groupNomination, type ActivationView, type GroupNomination } from "./activation-view";
import { endPhaseView, type EndPhaseView, type InjuryDieChoice, type RallyCandidate } from "./end-phase-view";
import type { GangBattleFlags } from "./gang-battle-flags";
import type { GangViewer } from "./gang-request";
import { fighterName, nerveLabel, say, type Lang } from "./lang";
import { nerveChoiceOf } from "./nerve-choice";
import { trackerView, type FighterRow, type GangRow, type TrackerView } from "./tracker-view";

/*
 * The Bracket Busters panel of Foundry's combat tracker as plain data: the tracker's rows and prompt, and what THIS user
 * may press. A player sees controls for their own gang only, and turn controls only on its turn; the GM sees all. What
 * the rules allow is still the rules' to say when the request arrives: the panel only hides what is not the user's.
 */

/** What this client is doing that the battle does not record yet: nominating a Group Activation, a declared movement. */
export interface PanelUi {
  readonly nominating: string | null;
  readonly nominated: readonly string[];
  readonly moving: BB.ActionId | null;
}

export const NO_PANEL_UI: PanelUi = { nominating: null, nominated: [], moving: null };

export interface PanelFighter extends FighterRow {
  readonly mayActivate: boolean;
  readonly mayLeadGroup: boolean;
  /** The Nerve test of a Bottled Out gang's fighter at Ready Fighters: the characteristic chosen, and by whom. */
  readonly nerve: {
    readonly choice: BB.NerveCharacteristic;
    readonly options: readonly {
      readonly value: BB.NerveCharacteristic;
      readonly label: string;
      readonly selected: boolean;
    }[];
    readonly mayChoose: boolean;
  } | null;
}

export interface PanelGang extends Omit<GangRow, "fighters"> {
  readonly fighters: readonly PanelFighter[];
  /** This user plays the gang (or is the GM). */
  readonly mine: boolean;
  /** This Round's Priority die rolled by its player, before the order is set. */
  readonly priorityDie: number | null;
  readonly mayRollPriority: boolean;
}

export interface ActionControl {
  readonly id: BB.ActionId;
  readonly label: string;
  readonly letter: string;
  readonly typeLabel: string;
  readonly inches: number | null;
  readonly free: boolean;
  readonly disabled: boolean;
  readonly title: string;
  readonly movement: boolean;
  readonly declared: boolean;
}

export interface PanelActivation extends Omit<ActivationView, "actions"> {
  readonly actions: readonly ActionControl[];
  /** The acting gang is this user's (or the GM's): the controls work. */
  readonly mine: boolean;
  /** The Target box: a Charge's free Fight is "against one of those opponents", the first reached chosen. */
  readonly targets: readonly { readonly id: string; readonly label: string; readonly selected: boolean }[];
  /** The Facing box: Stand Up's and Entrench's facing, and an Active fighter's free change of facing. */
  readonly facings: readonly { readonly value: number; readonly label: string; readonly selected: boolean }[];
  readonly exertObjects: readonly { readonly value: BB.ExertObject; readonly label: string }[];
}

/** Rally: each Broken fighter of the gang whose test it is, with both Nerve tests worded for its buttons. */
export interface PanelRally {
  readonly gang: string;
  readonly candidates: readonly (RallyCandidate & { readonly coolLabel: string; readonly willpowerLabel: string })[];
}

export interface GangPanelView {
  readonly tracker: TrackerView;
  readonly gangs: readonly PanelGang[];
  readonly mayRollForAll: boolean;
  readonly mayReady: boolean;
  readonly activation: PanelActivation | null;
  readonly nomination:
    | (Omit<GroupNomination, "candidates"> & {
        readonly candidates: readonly { readonly id: string; readonly name: string; readonly chosen: boolean }[];
        readonly full: boolean;
      })
    | null;
  readonly endPhase:
    | (Omit<EndPhaseView, "rally" | "choices"> & {
        readonly rally: PanelRally | null;
        /** The Recovery dice of an assisted fighter: which to keep is its player's (or the GM's) to choose. */
        readonly choices: readonly (InjuryDieChoice & { readonly mayKeep: boolean })[];
        readonly mayRoll: boolean;
        readonly rallyMine: boolean;
      })
    | null;
  /** Ruling 12: statuses the positions on the scene propose (Engaged from base contact), for the GM to set. */
  readonly proposals: readonly {
    readonly fighterId: string;
    readonly text: string;
    readonly status: BB.FighterStatus;
  }[];
  readonly mayEndBattle: boolean;
  readonly mayRollInjuries: boolean;
  /** The fighters whose Lasting Injury is still to roll, each on its own card: the GM's, once the battle is over. */
  readonly injuriesDue: readonly { readonly fighterId: string; readonly label: string }[];
  /** Ruling 7: the GM may correct any fighter or gang, in any phase until the battle is over. */
  readonly mayCorrect: boolean;
  readonly isGM: boolean;
}

const LETTER: Readonly<Record<BB.ActionType, string>> = { double: "D", basic: "B", simple: "S" };
const FACING_DEGREES: readonly { readonly key: string; readonly degrees: number }[] = [
  { key: "east", degrees: 0 },
  { key: "south", degrees: 90 },
  { key: "west", degrees: 180 },
  { key: "north", degrees: 270 },
];

function fighterOf(
  state: BB.BattleState,
  row: FighterRow,
  flags: GangBattleFlags,
  mine: boolean,
  lang: Lang,
): PanelFighter {
  const nerve = nerveChoiceOf(state, row.id, flags.nerve[row.id], lang);
  return {
    ...row,
    mayActivate: row.canActivate && mine,
    mayLeadGroup: row.canLeadGroup && mine,
    nerve: nerve ? { choice: nerve.choice, options: nerve.options, mayChoose: mine } : null,
  };
}

/**
 * The Facing box's choices, the one the fighter faces now selected: a compass point, or its own bearing in whole
 * degrees when it faces between them (after a move, it faces the way it went).
 */
function facingChoices(facing: number | undefined, lang: Lang): PanelActivation["facings"] {
  const now = facing === undefined ? null : ((Math.round(facing) % 360) + 360) % 360;
  const between = now !== null && !FACING_DEGREES.some((x) => x.degrees === now);
  return [
    ...(between ? [{ value: now, label: say(lang, "Activation.facingNow", { degrees: now }), selected: true }] : []),
    ...FACING_DEGREES.map((x) => ({
      value: x.degrees,
      label: say(lang, `Facing.${x.key}`),
      selected: x.degrees === now,
    })),
  ];
}

function activationOf(
  state: BB.BattleState,
  viewer: GangViewer,
  local: PanelUi,
  lang: Lang,
  positions: BB.Positions,
): PanelActivation | null {
  const view = activationView(state, lang);
  if (!view) return null;
  const f = BB.fighterIn(state, view.fighterId);
  const mine = viewer.isGM || (!!f && viewer.ownsGang(f.fighter.gangId));
  const enemies = state.fighters.filter((e) => BB.onBattlefield(e) && e.fighter.gangId !== f?.fighter.gangId);
  const activation = state.turn?.activation;
  const charged = activation?.free.includes("fight") ? activation.contacted[0] : undefined;
  return {
    ...view,
    mine,
    actions: view.actions.map((a) => ({
      id: a.id,
      label: a.label,
      letter: LETTER[a.type],
      typeLabel: a.typeLabel,
      inches: a.inches,
      free: a.free,
      disabled: !mine || !a.allowed,
      title: a.why ?? a.typeLabel,
      // Declared from the panel, then the player moves the token; their reach is drawn on the canvas.
      movement: BB.isMovementAction(a.id),
      declared: local.moving === a.id,
    })),
    targets: enemies.map((e) => ({
      id: e.fighter.id,
      label: `${e.fighter.name} (${say(lang, `Status.${e.status}`)})`,
      selected: charged === e.fighter.id,
    })),
    facings: facingChoices(positions[view.fighterId]?.facing, lang),
    exertObjects: BB.EXERT_OBJECTS.map((value) => ({ value, label: say(lang, `Exert.${value}`) })),
  };
}

/** The panel for one user: the battle's flags, where the fighters stand (for Group Activation and the End Phase), and this client's choices. */
export function gangPanelView(
  flags: GangBattleFlags,
  viewer: GangViewer,
  lang: Lang,
  positions: BB.Positions,
  local: PanelUi = NO_PANEL_UI,
): GangPanelView {
  const state = flags.battle;
  const tracker = trackerView(state, lang);
  const ownsAny = viewer.isGM || state.gangs.some((g) => viewer.ownsGang(g.id));
  const gangs = tracker.gangs.map((row): PanelGang => {
    const mine = viewer.isGM || viewer.ownsGang(row.id);
    const onTurn = state.turn?.gangId === row.id;
    const priorityDie = flags.priorityDice[row.id] ?? null;
    return {
      ...row,
      mine,
      priorityDie,
      mayRollPriority: mine && state.phase === "priority" && priorityDie === null,
      fighters: row.fighters.map((f) => fighterOf(state, f, flags, mine && (state.phase !== "action" || onTurn), lang)),
    };
  });
  const nominating =
    local.nominating && state.phase === "action" ? groupNomination(state, local.nominating, positions, lang) : null;
  const end = endPhaseView(state, positions, lang);
  const rallyGang = state.end?.rallyGang ?? null;
  return {
    tracker,
    gangs,
    mayRollForAll: viewer.isGM && state.phase === "priority",
    mayReady: ownsAny && state.phase === "ready",
    activation: activationOf(state, viewer, local, lang, positions),
    nomination: nominating
      ? {
          ...nominating,
          candidates: nominating.candidates
            .filter((c) => c.id !== nominating.initiatorId)
            .map((c) => ({ ...c, chosen: local.nominated.includes(c.id) })),
          full: local.nominated.length >= nominating.extraFighters,
        }
      : null,
    endPhase: end
      ? {
          ...end,
          choices: end.choices.map((c) => {
            const gangId = BB.fighterIn(state, c.fighterId)?.fighter.gangId;
            return { ...c, mayKeep: viewer.isGM || (!!gangId && viewer.ownsGang(gangId)) };
          }),
          rally: end.rally
            ? {
                gang: end.rally.gang,
                candidates: end.rally.candidates.map((c) => ({
                  ...c,
                  coolLabel: say(lang, "End.rallyWith", { nerve: nerveLabel(lang, "cool"), target: c.cool }),
                  willpowerLabel: say(lang, "End.rallyWith", {
                    nerve: nerveLabel(lang, "willpower"),
                    target: c.willpower,
                  }),
                })),
              }
            : null,
          mayRoll: ownsAny,
          rallyMine: !!rallyGang && (viewer.isGM || viewer.ownsGang(rallyGang)),
        }
      : null,
    proposals:
      viewer.isGM && state.phase === "action"
        ? BB.proposeEngaged(state, positions).map((p) => ({
            fighterId: p.fighterId,
            status: p.to,
            text: say(lang, "Foundry.Tracker.proposal", {
              fighter: fighterName(state, p.fighterId),
              from: say(lang, `Status.${p.from}`),
              to: say(lang, `Status.${p.to}`),
            }),
          }))
        : [],
    mayEndBattle: viewer.isGM && state.phase !== "over",
    mayRollInjuries: viewer.isGM && state.phase === "over" && state.injuries === null,
    injuriesDue:
      viewer.isGM && state.phase === "over" && state.injuries === null
        ? BB.lastingInjuriesDue(state).map((f) => ({
            fighterId: f.fighter.id,
            label: say(lang, "Button.rollLastingInjury", { fighter: f.fighter.name }),
          }))
        : [],
    mayCorrect: viewer.isGM && state.phase !== "over",
    isGM: viewer.isGM,
  };
}
