import {
  createBattle,
  planMultipleOpponents,
  resolveBrawlAttack,
  resolveMultipleOpponents,
  resolveFire,
  SeededDice,
  type BattleState,
  type BrawlAttackOutcome,
} from "../../../rules";
import { defaultBrawlForm, brawlInputOf, multipleOpponentsOf } from "../../../views/five-parsecs/attack/brawl-form";
import { afterBrawlNote, multipleOpponentsCard } from "../../../views/five-parsecs/attack/brawl-notes";
import { defaultFireForm, shotRequestOf, type Candidate } from "../../../views/five-parsecs/attack/fire-form";
import { resolutionCard } from "../../../views/five-parsecs/chat/resolution-card";
import { isHitStep } from "../../../views/five-parsecs/chat/step-details";
import { outcomeCard } from "../../../views/five-parsecs/chat/outcome-card";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { battleSummaryView } from "../../../views/five-parsecs/round/battle-summary";
import { battleSummaryCardView } from "../../../views/five-parsecs/round/battle-summary-card";
import { summaryCard, transitionCard } from "../../../views/five-parsecs/round/round-cards";
import { roundCardTitle } from "../../../views/five-parsecs/round/round-title";
import { GRUB, KARA, nameOf, RAIDER, RAIDER_BOSS } from "./figures";
import { everyoneActs, step } from "./round-play";
import type { Sample } from "./sample";

const chat = (caption: string, context: object): Sample => ({ caption, frame: "chat", context });

/** The first seed (from 1) whose dice give what a sample wants to show, so the gallery is the same on every load. */
async function firstSeed<T>(roll: (seed: number) => Promise<T>, wanted: (result: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let seed = 1; seed <= 200; seed += 1) {
    last = await roll(seed);
    if (wanted(last)) return last;
  }
  if (last === undefined) throw new Error("no seed tried");
  return last;
}

const candidate = (figure: Candidate["figure"], distance: number): Candidate => ({
  figure,
  distance,
  withinThreeInchesOf: [],
});

async function shotCard(i18n: Localizer) {
  const candidates = [candidate(RAIDER, 8)];
  const request = shotRequestOf(defaultFireForm(KARA, candidates), KARA, candidates);
  if (!request.ok) throw new Error(`sample shot refused: ${request.problem}`);
  const outcome = await firstSeed(
    (seed) => resolveFire(request.request, new SeededDice(`gallery-shot-${seed}`)),
    (result) => result.hits.length > 0 && result.changes.length > 0,
  );
  const title = i18n.format("FPB.Card.FireTitle", { firer: KARA.name, weapon: request.request.weapon.name });
  const reactions = outcome.lunges.map((lunge) => ({ kind: "lunge" as const, ...lunge, againstId: KARA.id }));
  return resolutionCard(title, { steps: outcome.steps, changes: outcome.changes, reactions }, nameOf, i18n);
}

/** A brawl resolved by the rules, its card with the "Following Up" notes the module's brawl action adds. */
async function brawlCard(i18n: Localizer, wanted: (outcome: BrawlAttackOutcome) => boolean) {
  const input = brawlInputOf(defaultBrawlForm(GRUB, RAIDER), GRUB, RAIDER);
  if (!input.ok) throw new Error(`sample brawl refused: ${input.problem}`);
  const outcome = await firstSeed(
    (seed) => resolveBrawlAttack(input.input, new SeededDice(`gallery-brawl-${seed}`)),
    wanted,
  );
  const title = i18n.format("FPB.Card.BrawlTitle", { attacker: GRUB.name, defender: RAIDER.name });
  const notes = outcome.after.flatMap((after) => afterBrawlNote(after, nameOf, i18n));
  const brawlers = { attackerId: GRUB.id, defenderId: RAIDER.id };
  return resolutionCard(
    title,
    { steps: outcome.steps, changes: outcome.changes, reactions: [], notes, brawlers },
    nameOf,
    i18n,
  );
}

/** Kara on a rooftop fires at a Raider behind a Boulder: Cover makes it 6+, height gives a Good Shot that rerolls a 1. */
async function goodShotCard(i18n: Localizer) {
  const candidates = [candidate(RAIDER, 10)];
  const form = defaultFireForm(KARA, candidates);
  const request = shotRequestOf(
    { ...form, targets: form.targets.map((row) => ({ ...row, inCover: true, goodShot: true })) },
    KARA,
    candidates,
  );
  if (!request.ok) throw new Error(`sample shot refused: ${request.problem}`);
  const outcome = await firstSeed(
    (seed) => resolveFire(request.request, new SeededDice(`gallery-good-shot-${seed}`)),
    (result) => result.steps.some((step) => isHitStep(step) && step.rerolled),
  );
  const reason = (rule: string, key: string, name = ""): string =>
    i18n.format("FPB.Battlefield.ReasonLine", { rule, text: i18n.format(`FPB.Battlefield.Reason.${key}`, { name }) });
  const shot = {
    mode: "normal" as const,
    targets: new Map([
      [
        RAIDER.id,
        {
          inCover: true,
          cover: [reason("Cover", "crossesFeature", "Boulder")],
          goodShot: [reason("Good Shot", "heightAdvantage")],
        },
      ],
    ]),
  };
  const title = i18n.format("FPB.Card.FireTitle", { firer: KARA.name, weapon: request.request.weapon.name });
  return resolutionCard(title, { steps: outcome.steps, changes: outcome.changes, reactions: [], shot }, nameOf, i18n);
}

/** An End Phase whose Escalation check rolled "Reinforcements!" on the Aggressive column. */
const escalationCard = (i18n: Localizer) =>
  transitionCard(
    roundCardTitle(3, "runEndPhase", i18n),
    {
      steps: [
        {
          rule: "Escalating Battles",
          dice: [{ purpose: "Escalation", faces: 100, value: 37 }],
          modifiers: [],
          total: 37,
          needed: null,
          result: "reinforcements",
        },
      ],
      announcements: [
        { kind: "escalation", effectId: "reinforcements", name: "Reinforcements!", ai: "aggressive", rollsLeft: 2 },
      ],
    },
    nameOf,
    i18n,
  );

/** "Multiple Opponents": Grub in base contact with both Raiders, a seed where Grub wins the first fight. */
async function multipleOpponentsSample(i18n: Localizer) {
  const group = { lone: "attacker" as const, others: [RAIDER_BOSS] };
  const input = multipleOpponentsOf(defaultBrawlForm(GRUB, RAIDER, group), GRUB, RAIDER, group);
  if (!input.ok) throw new Error(`sample Multiple Opponents refused: ${input.problem}`);
  const { fight } = input;
  const outcome = await firstSeed(
    async (seed) => {
      const dice = new SeededDice(`gallery-multiple-opponents-${seed}`);
      const plan = await planMultipleOpponents(fight.plan, dice);
      return resolveMultipleOpponents({ plan, figures: fight.figures, weapons: fight.weapons }, dice);
    },
    (result) => result.fights.length === 2,
  );
  const { title, headings, notes } = multipleOpponentsCard(outcome, nameOf, i18n);
  return resolutionCard(
    title,
    { steps: outcome.steps, changes: outcome.changes, reactions: [], notes, headings },
    nameOf,
    i18n,
  );
}

const pushes = (outcome: BrawlAttackOutcome): boolean => outcome.changes.some((change) => change.kind === "push");
const followsUp = (outcome: BrawlAttackOutcome): boolean => outcome.after.some((after) => after.kind === "followUp");

const ENEMIES = [RAIDER, RAIDER_BOSS].map((figure) => ({ figure, distanceToEnemyEdge: 6 }));

/** One round through the rules up to its End Phase: the Reaction Roll, the one-click assignment, everyone acts. */
async function upToEndPhase(start: BattleState, round: number): Promise<BattleState> {
  let state = (await step(start, { type: "rollReactions" }, `gallery-reactions-${round}`)).state;
  state = (await step(state, { type: "assignMostQuick" }, `gallery-assign-${round}`)).state;
  state = (await step(state, { type: "lockReactions" }, `gallery-lock-${round}`)).state;
  return everyoneActs(state, [KARA, GRUB, RAIDER, RAIDER_BOSS]);
}

/**
 * Two rounds played through the rules: Seize the Initiative, then round 1 and round 2 with every figure acting once.
 * Round 1's End Phase has nothing to show (no losses, no event); round 2's rolls its Battle Event.
 */
async function roundCards(i18n: Localizer) {
  const battle = createBattle({
    crew: [KARA, GRUB],
    enemies: [RAIDER, RAIDER_BOSS],
    difficulty: "normal",
    hiredMuscle: false,
  });
  const seize = await step(
    battle,
    { type: "seizeTheInitiative", crew: [KARA, GRUB], enemies: [RAIDER, RAIDER_BOSS] },
    "gallery-seize",
  );
  let state = seize.state;
  if (state.phase === "seize") state = (await step(state, { type: "endSeize" }, "gallery-seize-end")).state;
  state = await upToEndPhase(state, 1);
  state = (await step(state, { type: "runEndPhase", enemies: ENEMIES, crew: [KARA, GRUB] }, "gallery-end-phase-1"))
    .state;
  state = await upToEndPhase(state, 2);
  const endPhase = await step(
    state,
    { type: "runEndPhase", enemies: ENEMIES, crew: [KARA, GRUB] },
    "gallery-end-phase-2",
  );
  if (!endPhase.announcements.some((a) => a.kind === "battleEvent"))
    throw new Error(`round ${state.round}'s End Phase rolled no Battle Event`);
  const title = (round: number, what: string) => roundCardTitle(round, what, i18n);
  return {
    seize: transitionCard(title(battle.round, "seizeTheInitiative"), seize, nameOf, i18n),
    endPhase: transitionCard(title(state.round, "runEndPhase"), endPhase, nameOf, i18n),
    lookedBack: battleSummaryCardView(
      battleSummaryView(
        endPhase.state,
        [{ round: state.round, announcements: endPhase.announcements }],
        [
          {
            round: 1,
            figureId: RAIDER.id,
            action: "advanceUsingCover",
            text: "",
            applied: true,
            cardId: "gallery-card-1",
          },
          {
            round: 1,
            figureId: RAIDER_BOSS.id,
            action: "remainInPositionAndFire",
            text: "",
            applied: false,
            cardId: null,
          },
          {
            round: 2,
            figureId: RAIDER.id,
            action: "advanceOrFlank",
            text: "",
            applied: true,
            cardId: "gallery-card-2",
          },
        ],
        nameOf,
      ),
      i18n,
    ),
  };
}

/** A shot, a brawl, round cards, the battle's summary and a refusal: the outcome card's states. */
export async function chatSamples(i18n: Localizer): Promise<Record<string, Sample[]>> {
  const rounds = await roundCards(i18n);
  const summary = summaryCard(
    {
      reason: "enemiesGone",
      round: 4,
      heldTheField: true,
      objectivesPossible: true,
      crewRemaining: [KARA.id],
      enemiesRemaining: [],
      enemiesKilled: [RAIDER.id],
      enemiesBailed: [RAIDER_BOSS.id],
      crewCasualties: [],
      crewLeft: [GRUB.id],
      escalationRolls: 1,
      battleEvents: [],
    },
    nameOf,
    i18n,
  );
  const refusal = {
    ...outcomeCard(
      i18n.format("FPB.Card.FireTitle", { firer: RAIDER.name, weapon: RAIDER.weapons[0]?.name ?? "" }),
      [],
      i18n,
    ),
    notes: [i18n.format("FPB.Refusal.weaponUnusable", { figure: RAIDER.name })],
    buttons: [],
  };
  return {
    "templates/chat/outcome-card.hbs": [
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.shotWithHits"), await shotCard(i18n)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.shotGoodShot"), await goodShotCard(i18n)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.brawl"), await brawlCard(i18n, pushes)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.brawlFollowUp"), await brawlCard(i18n, followsUp)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.brawlMultipleOpponentsCard"), await multipleOpponentsSample(i18n)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.seizeCard"), rounds.seize),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.endPhaseCard"), rounds.endPhase),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.escalationCard"), escalationCard(i18n)),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.summaryCard"), summary),
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.refusal"), refusal),
    ],
    "templates/chat/battle-summary-card.hbs": [
      chat(i18n.localize("FPB.Sandbox.Gallery.Sample.battleLookedBack"), rounds.lookedBack),
    ],
  };
}
