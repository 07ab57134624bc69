// Issue 15, items 6, 11 and 16: what a card says beside its rolls (target, Cover, Good Shot, whose brawl die) and the
// Escalation table's result, in the view builders Foundry and the sandbox share.
import { describe, expect, it } from "vitest";
import type { HitStep, Step } from "../../../src/rules";
import { resolutionCard } from "../../../src/views/five-parsecs/chat/resolution-card";
import { shotContextOfForm } from "../../../src/views/five-parsecs/chat/step-details";
import { transitionCard } from "../../../src/views/five-parsecs/round/round-cards";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";

const i18n = englishLocalizer();
const render = templateRenderer();
const names = (id: string) => ({ kara: "Kara", raider: "Raider 1", boss: "Raider Boss" })[id] ?? id;
const OUTCOME = "templates/chat/outcome-card.hbs";

/** A Good Shot: the first die a 1 that missed, the reroll a 6 that counts. */
const rerolled: HitStep = {
  rule: "Cover and Rolling to hit",
  dice: [
    { purpose: "Hit", faces: 6, value: 1 },
    { purpose: "Good Shot reroll", faces: 6, value: 6 },
  ],
  modifiers: [{ value: 1, reason: "Combat Skill" }],
  total: 7,
  needed: 6,
  result: "hit",
  targetId: "raider",
  natural: 6,
  rerolled: true,
};
const inTheOpen: HitStep = {
  ...rerolled,
  dice: [{ purpose: "Hit", faces: 6, value: 4 }],
  total: 5,
  needed: 5,
  natural: 4,
  rerolled: false,
  targetId: "boss",
};
const brawlStep = (value: number, result: string): Step => ({
  rule: "Brawling Combat",
  dice: [{ purpose: "Brawl", faces: 6, value }],
  modifiers: [{ value: 1, reason: "Combat Skill" }],
  total: value + 1,
  needed: null,
  result,
});

describe("a shot's card says at whom each Shot was aimed and why it needed what it did", () => {
  const shot = {
    mode: "normal" as const,
    targets: new Map([
      [
        "raider",
        {
          inCover: true,
          cover: ["Cover: the line crosses Boulder"],
          goodShot: ["Good Shot: the firer stands at least one figure height above the target"],
        },
      ],
      ["boss", { inCover: false, cover: [], goodShot: [] }],
    ]),
  };
  const card = resolutionCard(
    "Kara fires Colony Rifle",
    { steps: [rerolled, inTheOpen], changes: [], reactions: [], shot },
    names,
    i18n,
  );

  it("names the target and the terrain that gave Cover, and says 5+ for a target in the open", () => {
    expect(card.steps[0]!.details![0]).toBe(
      "Aimed at Raider 1, in Cover, so the shot needs 6+ (Cover: the line crosses Boulder).",
    );
    expect(card.steps[1]!.details).toEqual(["Aimed at Raider Boss, in the open, so the shot needs 5+."]);
  });

  it("says the second die is a Good Shot reroll, and marks the 1 it replaced", () => {
    expect(card.steps[0]!.details![1]).toMatch(
      /^Good Shot reroll \(Good Shot: the firer stands at least one figure height above the target\): the first die was a 1/,
    );
    expect(card.steps[0]!.dice.map((d) => d.replaced)).toEqual([true, false]);
    expect(card.steps[0]!.dice[0]!.tooltip).toMatch(/^Hit \(d6\): a 1 that missed, rerolled for the Good Shot/);
    expect(card.steps[0]!.dice[1]!.tooltip).toBe("Good Shot reroll (d6)");
    const html = render(OUTCOME, card);
    expect(html).toContain('class="fpb-die fpb-natural-one fpb-die-replaced"');
    expect(html).toContain("Aimed at Raider 1, in Cover");
  });

  it("without what the table measured, still names the target", () => {
    const bare = resolutionCard("t", { steps: [inTheOpen], changes: [], reactions: [] }, names, i18n);
    expect(bare.steps[0]!.details).toEqual(["Aimed at Raider Boss."]);
  });

  it("in natural-6 mode, says only a natural 6 hits rather than blaming Cover", () => {
    const six = resolutionCard(
      "t",
      {
        steps: [{ ...inTheOpen, needed: 6, modifiers: [] }],
        changes: [],
        reactions: [],
        shot: { ...shot, mode: "naturalSixOnly" },
      },
      names,
      i18n,
    );
    expect(six.steps[0]!.details).toEqual(["Aimed at Raider Boss: only a natural 6 hits."]);
  });

  it("from Foundry's fire dialog: the measured reasons when kept, the GM's call when changed by hand", () => {
    const hints = {
      distance: "",
      visible: "",
      inFirersArc: "",
      inCover: "Cover: the line crosses Boulder",
      goodShot: "",
      crouching: "",
      firerInTargetsArc: "",
    };
    const measured = {
      distance: 8,
      inCover: true,
      visible: true,
      inFirersArc: true,
      firerInTargetsArc: true,
      goodShot: false,
      crouching: false,
      withinThreeInchesOf: [],
      hints,
    };
    const row = {
      id: "raider",
      name: "Raider 1",
      distance: 8,
      inCover: true,
      visible: true,
      inFirersArc: true,
      firerInTargetsArc: true,
      goodShot: false,
      crouching: false,
      shots: null,
      hints,
    };
    const candidate = { figure: { id: "raider" } as never, distance: 8, withinThreeInchesOf: [], measured };
    expect(shotContextOfForm({ mode: "normal", targets: [row] }, [candidate]).targets.get("raider")!.cover).toEqual([
      "Cover: the line crosses Boulder",
    ]);
    const byHand = shotContextOfForm({ mode: "normal", targets: [row] }, [
      { ...candidate, measured: { ...measured, inCover: false } },
    ]);
    expect(byHand.targets.get("raider")).toEqual({ inCover: true, cover: [], goodShot: [] });
  });
});

describe("a brawl's card says whose roll each Brawling Combat row is", () => {
  it("the attacker's first, then the defender's, as the rules roll them", () => {
    const card = resolutionCard(
      "Kara brawls with Raider 1",
      {
        steps: [brawlStep(5, "won"), brawlStep(2, "lost")],
        changes: [],
        reactions: [],
        brawlers: { attackerId: "kara", defenderId: "raider" },
      },
      names,
      i18n,
    );
    expect(card.steps.map((s) => s.by)).toEqual(["Kara's roll (attacker)", "Raider 1's roll (defender)"]);
    const html = render(OUTCOME, card);
    expect(html).toContain('Brawling Combat <span class="fpb-card-by">Kara&#x27;s roll (attacker)</span>');
  });
});

describe("the Escalation line shows the table's result as the compendium does (issue 15 item 6)", () => {
  it("the column's table, the printed range, the effect's name and its text, with no pointer to an unseen table", () => {
    const card = transitionCard(
      "Round 2: End Phase",
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
      names,
      i18n,
    );
    expect(card.notes.join(" ")).not.toMatch(/Escalation table/);
    expect(card.tables).toEqual([
      {
        table: "Escalation (Aggressive)",
        range: "31–45",
        name: "Reinforcements!",
        text: expect.stringContaining("“Reinforcements!”"),
      },
    ]);
    const html = render(OUTCOME, card);
    expect(html).toMatch(
      /<caption>Escalation \(Aggressive\)<\/caption>[\s\S]*31–45[\s\S]*<strong>Reinforcements!<\/strong>/,
    );
  });
});
