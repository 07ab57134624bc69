import type { BracketBusters as BB } from "../../rules";
import { addStatusEffects } from "../table/generation/status-effects";

/*
 * A Bracket Busters fighter's status and battle marks (ruling 12) as token status effects, each with its own core icon,
 * so everyone sees them on the token. They are set only through the round: every entry has `hud: false` (v13
 * StatusEffectConfig: "Should this effect be selectable in the Token HUD?", default true), so the token HUD offers no
 * toggle for them, and the round writes them with `actor.toggleStatusEffect`. Flesh Wounds show as one marker; their
 * count stays in the round's state.
 */

export const FIGHTER_STATUS_EFFECT = {
  active: "fpb-bb-active",
  pinned: "fpb-bb-pinned",
  engaged: "fpb-bb-engaged",
  seriouslyInjured: "fpb-bb-seriously-injured",
  broken: "fpb-bb-broken",
  ready: "fpb-bb-ready",
  fleshWound: "fpb-bb-flesh-wound",
  aimFocus: "fpb-bb-aim-focus",
  entrench: "fpb-bb-entrench",
} as const;

export type FighterStatusEffect = keyof typeof FIGHTER_STATUS_EFFECT;

/** Icons from Foundry's core set, one per marker, none shared with Five Parsecs' conditions. */
const ICONS: Readonly<Record<FighterStatusEffect, string>> = {
  active: "icons/svg/aura.svg",
  pinned: "icons/svg/net.svg",
  engaged: "icons/svg/combat.svg",
  seriouslyInjured: "icons/svg/bones.svg",
  broken: "icons/svg/terror.svg",
  ready: "icons/svg/clockwork.svg",
  fleshWound: "icons/svg/acid.svg",
  aimFocus: "icons/svg/eye.svg",
  entrench: "icons/svg/castle.svg",
};

/** The CONFIG.statusEffects entries: named from lang, never offered in the token HUD. */
export const FIGHTER_STATUS_EFFECTS = (Object.keys(FIGHTER_STATUS_EFFECT) as FighterStatusEffect[]).map((key) => ({
  id: FIGHTER_STATUS_EFFECT[key],
  name: `FPB.BracketBusters.StatusEffect.${key}`,
  img: ICONS[key],
  hud: false as const,
}));

/** The marks of ruling 12 that the tokens show (ALL_LIMITS.bracketBustersFighterStatus). */
export interface FighterMarks {
  readonly status: BB.FighterStatus;
  readonly ready: boolean;
  readonly fleshWounds: number;
  readonly aim: boolean;
  readonly focus: boolean;
  readonly entrench: boolean;
}

/** The status effect ids a fighter's marks show; an Out of Action fighter has left the battlefield and shows none. */
export function statusEffectsOf(marks: FighterMarks): Set<string> {
  if (marks.status === "outOfAction") return new Set();
  const ids = new Set<string>([FIGHTER_STATUS_EFFECT[marks.status]]);
  if (marks.ready) ids.add(FIGHTER_STATUS_EFFECT.ready);
  if (marks.fleshWounds > 0) ids.add(FIGHTER_STATUS_EFFECT.fleshWound);
  if (marks.aim || marks.focus) ids.add(FIGHTER_STATUS_EFFECT.aimFocus);
  if (marks.entrench) ids.add(FIGHTER_STATUS_EFFECT.entrench);
  return ids;
}

/** The toggles that take a token from the marks it shows to new ones; statuses that are not the fighter's are left alone. */
export function fighterStatusToggles(
  shown: ReadonlySet<string>,
  marks: FighterMarks,
): { id: string; active: boolean }[] {
  const own = new Set<string>(Object.values(FIGHTER_STATUS_EFFECT));
  const wanted = statusEffectsOf(marks);
  return [
    ...[...shown].filter((id) => own.has(id) && !wanted.has(id)).map((id) => ({ id, active: false })),
    ...[...wanted].filter((id) => !shown.has(id)).map((id) => ({ id, active: true })),
  ];
}

/** Adds the fighter statuses to CONFIG.statusEffects, each only when no entry of its id is there yet (a reload, a second init). */
export function registerFighterStatuses(): void {
  addStatusEffects(FIGHTER_STATUS_EFFECTS);
}
