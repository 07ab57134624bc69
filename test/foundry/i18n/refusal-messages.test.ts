import { describe, expect, it } from "vitest";
import type { EngageVerdict, ShotRefusal } from "../../../src/rules";
import type { FireFormProblem } from "../../../src/views/five-parsecs/attack/fire-form";
import type { BrawlInputResult } from "../../../src/views/five-parsecs/attack/brawl-form";
import type { ResolutionState } from "../../../src/views/five-parsecs/chat/resolution-flags";
import { englishLocalizer } from "../../fixtures/english-localizer";

// Each list is exhaustive by type: a new refusal the rules can give fails to compile here until it has a message.
const SHOT_REFUSALS = Object.keys({
  goner: 1,
  shocked: 1,
  stunnedAndMoved: 1,
  weaponNotCarried: 1,
  notRanged: 1,
  weaponUnusable: 1,
  sameWeapon: 1,
  notPistol: 1,
  panicFireNeedsPistol: 1,
  noTarget: 1,
  chooseTarget: 1,
  unknownTarget: 1,
  notVisible: 1,
  outOfArc: 1,
  outOfRange: 1,
  mustShootClosest: 1,
  wrongShotCount: 1,
  notNearInitialTarget: 1,
  gunSlingingSameTarget: 1,
} satisfies Record<ShotRefusal, 1>);
const FORM_PROBLEMS = Object.keys({
  noWeapon: 1,
  badDistance: 1,
  badShots: 1,
  badModifier: 1,
  noInitialShots: 1,
} satisfies Record<FireFormProblem, 1>);
type BrawlProblem = Exclude<Extract<BrawlInputResult, { ok: false }>["problem"], "mayNotEngage">;
const BRAWL_PROBLEMS = Object.keys({ sameSide: 1, noWeapon: 1, goner: 1 } satisfies Record<BrawlProblem, 1>);
type EngageReason = Extract<EngageVerdict, { allowed: false }>["reason"];
const ENGAGE_REASONS = Object.keys({ goner: 1, shocked: 1, stunned: 1 } satisfies Record<EngageReason, 1>);
const STATES = Object.keys({ pending: 1, applied: 1, refused: 1, undone: 1 } satisfies Record<ResolutionState, 1>);

describe("refusals are explained in the user's language", () => {
  const i18n = englishLocalizer();
  const keys = [
    ...SHOT_REFUSALS.map((reason) => `FPB.Refusal.${reason}`),
    ...FORM_PROBLEMS.map((problem) => `FPB.Fire.Invalid.${problem}`),
    ...BRAWL_PROBLEMS.map((problem) => `FPB.Brawl.Invalid.${problem}`),
    ...ENGAGE_REASONS.map((reason) => `FPB.Refusal.engage.${reason}`),
    ...STATES.map((state) => `FPB.Card.State.${state}`),
  ];
  it.each(keys)("%s has a message", (key) => {
    expect(i18n.localize(key)).not.toBe(key);
  });
});
