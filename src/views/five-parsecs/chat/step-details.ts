import { HIT_RULE, type HitMode, type HitStep, type Step } from "../../../rules";
import { BRAWL_RULE } from "../../../rules/five-parsecs/brawling/brawl";
import type { Candidate } from "../../common/battlefield/measure";
import type { FireForm } from "../attack/fire-form";
import type { Localizer } from "../../common/i18n/describe-violation";
import { neededScore } from "./needed-text";

/** A figure's name as the cards show it. */
export type NameOf = (figureId: string) => string;

/*
 * What a card says beside its rolls so a player can follow them: at whom each Shot was aimed and why it needed 5+ or
 * 6+ ("Targets in the open are hit on a final score of 5+. Targets in cover are hit on a final score of 6+"), why a
 * 1 was rerolled ("Good Shot"), and whose die is whose when both sides roll "Brawling Combat".
 */

/** Why one target was hit on what it was: the Cover and Good Shot verdicts in words, as measured or as the GM set them. */
export interface ShotTargetWhy {
  readonly inCover: boolean;
  /** The reasons for Cover ("Cover: the line crosses Boulder"); empty when the GM set it by hand. */
  readonly cover: readonly string[];
  /** The reasons for a Good Shot ("Good Shot: the firer stands at least one figure height above the target"). */
  readonly goodShot: readonly string[];
}

/** What the card knows of a shot beyond its steps: how it hits, and each target's Cover and Good Shot. */
export interface ShotContext {
  readonly mode: HitMode;
  readonly targets: ReadonlyMap<string, ShotTargetWhy>;
}

/** The two fighters of one "Brawling Combat", attacker first: the rules roll and list them in that order. */
export interface Brawlers {
  readonly attackerId: string;
  readonly defenderId: string;
}

/** The rules' hit steps carry the target each Shot was aimed at. */
export const isHitStep = (step: Step): step is HitStep =>
  step.rule === HIT_RULE && typeof (step as Partial<HitStep>).targetId === "string";

/** The lines under one hit step: its target and why it needed what it did, then the Good Shot reroll if there was one. */
export function hitDetails(step: HitStep, shot: ShotContext | undefined, nameOf: NameOf, i18n: Localizer): string[] {
  const target = nameOf(step.targetId);
  const why = shot?.targets.get(step.targetId);
  const needed = step.needed === null ? "" : neededScore(step.needed, i18n);
  const aim =
    !shot || !why
      ? i18n.format("FPB.Card.Detail.ShotAt", { target })
      : shot.mode === "naturalSixOnly"
        ? i18n.format("FPB.Card.Detail.NaturalSix", { target })
        : why.inCover
          ? why.cover.length > 0
            ? i18n.format("FPB.Card.Detail.InCover", { target, needed, why: why.cover.join("; ") })
            : i18n.format("FPB.Card.Detail.InCoverSet", { target, needed })
          : i18n.format("FPB.Card.Detail.InTheOpen", { target, needed });
  if (!step.rerolled) return [aim];
  const goodShot =
    why && why.goodShot.length > 0
      ? i18n.format("FPB.Card.Detail.GoodShotWhy", { why: why.goodShot.join("; ") })
      : i18n.localize("FPB.Card.Detail.GoodShot");
  return [aim, goodShot];
}

/**
 * Whose roll each "Brawling Combat" step is: the rules give the attacker's then the defender's, so the steps pair up
 * in that order.
 */
export function brawlRollers(
  steps: readonly Step[],
  brawlers: Brawlers,
  nameOf: NameOf,
  i18n: Localizer,
): Map<number, string> {
  const rollers = new Map<number, string>();
  let seen = 0;
  steps.forEach((step, index) => {
    if (step.rule !== BRAWL_RULE) return;
    const attacker = seen % 2 === 0;
    seen += 1;
    rollers.set(
      index,
      i18n.format(attacker ? "FPB.Card.Detail.Attacker" : "FPB.Card.Detail.Defender", {
        figure: nameOf(attacker ? brawlers.attackerId : brawlers.defenderId),
      }),
    );
  });
  return rollers;
}

/**
 * The fire dialog's answers as the card explains them: each target's Cover and Good Shot as confirmed, with the
 * battlefield's reasons when the user kept what was measured (an answer changed by hand is the GM's call, said so).
 */
export function shotContextOfForm(
  form: Pick<FireForm, "mode" | "targets">,
  candidates: readonly Candidate[],
): ShotContext {
  const measured = (id: string) => candidates.find((c) => c.figure.id === id)?.measured;
  const reasons = (kept: boolean, hint: string | undefined): string[] => (kept && hint ? hint.split("\n") : []);
  return {
    mode: form.mode,
    targets: new Map(
      form.targets.map((row) => {
        const m = measured(row.id);
        return [
          row.id,
          {
            inCover: row.inCover,
            cover: reasons(row.inCover && m?.inCover === true, m?.hints.inCover),
            goodShot: reasons(row.goodShot && m?.goodShot === true, m?.hints.goodShot),
          },
        ];
      }),
    ),
  };
}
