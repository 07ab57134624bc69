import { BracketBusters as BB, type Step } from "../../rules";
import {
  actionLabel,
  endStepLabel,
  fighterName,
  gangName,
  names,
  phaseLabel,
  say,
  sayOr,
  statusLabel,
  type Lang,
} from "./lang";

/** One roll on a card: the rule that called for it and why, the dice, the modifiers, the total against the target. */
export interface RollLine {
  readonly rule: string;
  /** Why the dice were rolled, in the rules' words (lang `Why.<rule>`). */
  readonly why: string;
  /** What each die was for, as the rules named it ("Nerve test (Cool) for Grub"). */
  readonly purpose: string;
  /** "4 + 3". */
  readonly dice: string;
  readonly modifiers: readonly string[];
  readonly total: number | null;
  /** "needs 7+", or null for a roll with no target. */
  readonly needed: string | null;
  readonly result: string;
  /** true for a pass, false for a fail, null for a roll that neither passes nor fails. */
  readonly passed: boolean | null;
}

export interface CardView {
  readonly title: string;
  readonly rolls: readonly RollLine[];
  /** What happened, one sentence each: statuses, actions, XP, turns. */
  readonly lines: readonly string[];
}

/** The rule names the ruleset's steps carry, as lang keys (`Rule.<key>` and `Why.<key>`). */
const RULE_KEYS: Readonly<Record<string, string>> = {
  "Roll For Priority": "priority",
  "Ready Fighters": "ready",
  "Making a Bottle test": "bottle",
  Recovery: "recovery",
  Rally: "rally",
  Charge: "charge",
  Disengage: "disengage",
  Reload: "reload",
  Exert: "exert",
  "Fire Through": "fireThrough",
  Detect: "detect",
  "Access Terminal": "accessTerminal",
  "Lasting Injury Table": "lastingInjury",
  "Permanent Injury Table": "permanentInjury",
  "Critical Injury Table": "criticalInjury",
  "Survivor Critical Injury Table": "survivorCriticalInjury",
};

const MODIFIER_KEYS: Readonly<Record<string, string>> = {
  Aim: "aim",
  Blindfire: "blindfire",
  Focus: "focus",
  Movement: "movement",
  Strength: "strength",
  Wounds: "wounds",
  "Active, Pinned or Engaged fighters": "standing",
  "Friendly Active fighters within 3''": "rallyHelpers",
};

const PASSING = new Set(["passed", "success", "hit"]);
const FAILING = new Set(["failed", "failure", "miss", "bottledOut"]);

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** Whether each die was rolled for its own gang or fighter ("Priority: Ash Wardens"), not all for one roll. */
function eachOwn(step: Step): boolean {
  const purposes = new Set(step.dice.map((d) => d.purpose));
  return purposes.size > 1 && purposes.size === step.dice.length;
}

/** The dice as rolled: summed ("4 + 3") when they are one roll's, each named ("a 4, b 1") when each was rolled for its own. */
function diceText(step: Step): string {
  if (!eachOwn(step)) return step.dice.map((d) => String(d.value)).join(" + ");
  return step.dice.map((d) => `${d.purpose.replace(/^[^:]*:\s*/, "")} ${d.value}`).join(", ");
}

/**
 * What the dice were for. Dice rolled each for its own gang name the gang beside the die, so the purpose says only
 * what they share ("Priority"), never "Priority: X; Priority: Y" as if every gang had Priority.
 */
function purposeText(step: Step): string {
  const purposes = step.dice.map((d) => (eachOwn(step) ? d.purpose.replace(/:.*$/s, "") : d.purpose));
  return [...new Set(purposes)].join("; ");
}

export function rollLine(step: Step, lang: Lang): RollLine {
  const key = RULE_KEYS[step.rule];
  return {
    rule: key ? say(lang, `Rule.${key}`) : step.rule,
    why: key ? say(lang, `Why.${key}`) : "",
    purpose: purposeText(step),
    dice: diceText(step),
    modifiers: step.modifiers.map(
      (m) => `${signed(m.value)} ${sayOr(lang, `Modifier.${MODIFIER_KEYS[m.reason] ?? m.reason}`, m.reason)}`,
    ),
    total: step.total,
    needed: step.needed === null ? null : say(lang, "Card.needs", { needed: step.needed }),
    result: sayOr(lang, `Result.${step.result}`, step.result),
    passed: PASSING.has(step.result) ? true : FAILING.has(step.result) ? false : null,
  };
}

/** What a GM correction sets, in words: "Grub: Pinned, Ready, no Aim, Flesh Wounds 1", or "Goliaths: Bottled Out". */
export function correctionWords(c: BB.Correction, state: BB.BattleState, lang: Lang): string {
  if (c.kind === "gang")
    return `${gangName(state, c.gangId)}: ${say(lang, c.bottledOut ? "Correct.bottledOut" : "Correct.notBottledOut")}`;
  const parts: string[] = [];
  if (c.status !== undefined) parts.push(statusLabel(lang, c.status));
  for (const mark of BB.CORRECTION_MARKS) {
    const on = c[mark];
    if (on !== undefined) parts.push(say(lang, on ? `Correct.${mark}` : `Correct.no.${mark}`));
  }
  if (c.fleshWounds !== undefined) parts.push(say(lang, "Correct.fleshWounds", { count: c.fleshWounds }));
  return `${fighterName(state, c.fighterId)}: ${parts.join(", ")}`;
}

const noteWords = (lang: Lang, notes: readonly string[]): string =>
  notes.map((n) => sayOr(lang, `Note.${n}`, n)).join("; ");

/** One announcement in words, or null for those the card says otherwise (the activation's own title). */
export function announcementLine(a: BB.Announcement, state: BB.BattleState, lang: Lang): string | null {
  const who = (id: string): string => fighterName(state, id);
  switch (a.kind) {
    case "phase":
      return say(lang, "Line.phase", { round: a.round, phase: phaseLabel(lang, a.phase) });
    case "endPhaseStep":
      return say(lang, "Line.endPhaseStep", { step: endStepLabel(lang, a.step) });
    case "priorityOrder":
      return say(lang, "Line.priorityOrder", { order: a.order.map((id) => gangName(state, id)).join(" → ") });
    case "turn":
      return say(lang, "Line.turn", { gang: gangName(state, a.gangId) });
    case "passedOver":
      return say(lang, "Line.passedOver", { gang: gangName(state, a.gangId) });
    case "groupActivation":
      return say(lang, "Line.groupActivation", {
        fighter: who(a.initiatorId),
        members: names(state, a.members.slice(1)),
        restriction: a.restriction,
      });
    case "activation":
      return say(lang, "Line.activation", { fighter: who(a.fighterId), count: a.actions });
    case "activationEnded":
      return say(lang, "Line.activationEnded", { fighter: who(a.fighterId) });
    case "action": {
      const parts = [
        say(lang, a.free ? "Line.freeAction" : "Line.action", {
          fighter: who(a.fighterId),
          action: actionLabel(lang, a.action),
        }),
      ];
      if (a.inches !== null) parts.push(say(lang, "Line.upTo", { inches: a.inches }));
      if (a.fighterIds.length > 0) parts.push(say(lang, "Line.naming", { fighters: names(state, a.fighterIds) }));
      if (a.modifiers.length > 0)
        parts.push(
          say(lang, "Line.noted", {
            modifiers: a.modifiers
              .map(
                (m) => `${signed(m.value)} ${sayOr(lang, `Modifier.${MODIFIER_KEYS[m.reason] ?? m.reason}`, m.reason)}`,
              )
              .join(", "),
          }),
        );
      if (a.notes.length > 0) parts.push(noteWords(lang, a.notes));
      if (a.facing !== null) parts.push(say(lang, "Line.facing", { degrees: Math.round(a.facing) }));
      return parts.join(" · ");
    }
    case "freeActions":
      return say(lang, "Line.freeActions", {
        fighter: who(a.fighterId),
        actions: a.actions.map((id) => actionLabel(lang, id)).join(" / "),
        opponents: names(state, a.opponents),
      });
    case "recovery":
      return say(lang, `Line.recovery.${a.result}`, { fighter: who(a.fighterId) });
    case "corrected":
      return say(lang, "Line.corrected", {
        now: correctionWords(a.correction, state, lang),
        was: correctionWords(a.undo, state, lang),
        reason: a.reason,
      });
    case "freeAttacks":
      return a.attackers.length > 0
        ? say(lang, "Line.freeAttacks", { fighter: who(a.fighterId), attackers: names(state, a.attackers) })
        : say(lang, "Line.noFreeAttacks", { fighter: who(a.fighterId) });
    case "status":
      return say(lang, "Line.status", {
        fighter: who(a.fighterId),
        from: statusLabel(lang, a.from),
        to: statusLabel(lang, a.to),
        reason: sayOr(lang, `Reason.${a.reason}`, a.reason),
      });
    case "fleshWound":
      return say(lang, "Line.fleshWound", { fighter: who(a.fighterId), toughness: a.toughness });
    case "toughnessBelowOne":
      return say(lang, "Line.toughnessBelowOne", { fighter: who(a.fighterId) });
    case "fled":
      return say(lang, "Line.fled", { fighter: who(a.fighterId) });
    case "bottledOut":
      return say(lang, "Line.bottledOut", { gang: gangName(state, a.gangId) });
    case "recoveryChoice":
      return say(lang, "Line.recoveryChoice", {
        fighter: who(a.fighterId),
        dice: a.dice.join(", "),
        offered: String(a.dice[a.offered] ?? ""),
      });
    case "xp":
      return say(lang, "Line.xp", {
        fighter: who(a.fighterId),
        xp: a.xp,
        reason: sayOr(lang, `XpReason.${a.reason}`, a.reason),
      });
    case "battleOver":
      return say(lang, "Line.battleOver", { round: a.round });
  }
}

/** The card's title for an input: the rule the input plays. */
export function cardTitle(input: BB.BattleInput, before: BB.BattleState, lang: Lang): string {
  const who = (id: string): string => fighterName(before, id);
  switch (input.type) {
    case "activate":
      return say(lang, "Title.activate", { fighter: who(input.fighterId) });
    case "groupActivate":
      return say(lang, "Title.groupActivate", { fighter: who(input.initiatorId) });
    case "takeAction": {
      const actor = before.turn?.activation?.fighterId;
      return say(lang, "Title.takeAction", {
        fighter: actor ? who(actor) : "",
        action: actionLabel(lang, input.action),
      });
    }
    case "setResult":
      return say(lang, input.by ? "Title.setResultBy" : "Title.setResult", {
        fighter: who(input.targetId),
        result: say(lang, `AttackResult.${input.result}`),
        by: input.by ? who(input.by) : "",
      });
    case "setStatus":
      return say(lang, "Title.setStatus", { fighter: who(input.fighterId), status: statusLabel(lang, input.status) });
    case "rally":
      return say(lang, "Title.rally", { fighter: who(input.fighterId) });
    case "keepInjuryDie":
      return say(lang, "Title.keepInjuryDie", { fighter: who(input.fighterId) });
    default:
      return say(lang, `Title.${input.type}`, { round: before.round });
  }
}

/** The chat card for an accepted input: its title, every roll with why, and what changed. */
export function transitionCardView(
  input: BB.BattleInput,
  before: BB.BattleState,
  transition: BB.Transition,
  lang: Lang,
): CardView {
  const after = transition.state;
  return {
    title: cardTitle(input, before, lang),
    rolls: transition.steps.map((s) => rollLine(s, lang)),
    lines: transition.announcements
      .map((a) => announcementLine(a, after, lang))
      .filter((l): l is string => l !== null && l !== ""),
  };
}
