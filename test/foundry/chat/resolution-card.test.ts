import { describe, expect, it } from "vitest";
import { UNHARMED, type StateChange } from "../../../src/rules";
import { resolutionCard } from "../../../src/views/five-parsecs/chat/resolution-card";
import {
  resolutionFlags,
  resolutionFlagsOf,
  type ResolutionFlags,
} from "../../../src/views/five-parsecs/chat/resolution-flags";
import { CHAT_TEMPLATES, DIALOG_TEMPLATES } from "../../../src/views/common/template-paths";
import { fireDialogContext } from "../../../src/views/five-parsecs/attack/dialog-context";
import { defaultFireForm } from "../../../src/views/five-parsecs/attack/fire-form";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";
import { templateRenderer } from "../../fixtures/template-renderer";

const i18n = englishLocalizer();
const names: Record<string, string> = { kara: "Kara", raider: "Raider", brute: "Brute" };
const nameOf = (id: string) => names[id] ?? id;
const push: StateChange = { kind: "push", figureId: "raider", inches: 1, awayFromId: "kara" };
const condition: StateChange = { kind: "condition", figureId: "raider", condition: { ...UNHARMED, marker: "stunned" } };

describe("the resolution card", () => {
  it("Firefights, Lunging and pushes become buttons for the figure that may take them, in the user's words", () => {
    const card = resolutionCard(
      "Kara fires Rifle",
      {
        steps: [
          {
            rule: "Cover and Rolling to hit",
            dice: [{ purpose: "Hit", faces: 6, value: 1 }],
            modifiers: [],
            total: 1,
            needed: 5,
            result: "miss",
          },
        ],
        changes: [condition, push],
        reactions: [
          { kind: "firefight", figureId: "raider", againstId: "kara", mayDecline: false },
          { kind: "lunge", figureId: "brute", againstId: "kara", mayDecline: false },
        ],
      },
      nameOf,
      i18n,
    );
    expect(card.steps[0]).toMatchObject({ result: "Miss", success: false });
    expect(card.buttons).toEqual([
      { action: "firefight", figureId: "raider", index: 0, label: "Raider fires back at Kara (natural 6 only)" },
      { action: "lunge", figureId: "brute", index: 1, label: "Brute lunges at Kara" },
      { action: "push", figureId: "raider", index: 1, label: 'Push Raider 1" away from Kara' },
    ]);
  });

  it("renders its buttons with the index into the message's flags, and a footer for the state", () => {
    const render = templateRenderer();
    const card = resolutionCard(
      "t",
      { steps: [], changes: [push], reactions: [], notes: ["Kara may Follow Up"] },
      nameOf,
      i18n,
    );
    const html = render(CHAT_TEMPLATES.outcome, card);
    expect(html).toContain('data-fpb-action="push" data-fpb-index="0" data-fpb-figure="raider"');
    expect(html).toContain("<li>Kara may Follow Up</li>");
    expect(html).toContain("data-fpb-state");
  });
});

describe("resolution flags", () => {
  const flags: ResolutionFlags = {
    actorId: "kara",
    changes: [condition, push],
    undo: [{ kind: "condition", figureId: "raider", condition: UNHARMED }],
    reactions: [{ kind: "lunge", figureId: "brute", againstId: "kara", mayDecline: false }],
    state: "pending",
    notApplied: [],
  };

  it("read back what was written", () => {
    expect(resolutionFlagsOf(resolutionFlags(flags))).toEqual(flags);
  });

  it("are refused when malformed, so a forged or broken message changes nothing", () => {
    const broken = (patch: object) =>
      resolutionFlagsOf({ "five-parsecs-battle": { resolution: { ...flags, ...patch } } });
    expect(broken({ state: "done" })).toBeNull();
    expect(broken({ changes: [{ kind: "teleport", figureId: "kara" }] })).toBeNull();
    expect(broken({ reactions: [{ kind: "firefight" }] })).toBeNull();
    expect(broken({ actorId: 7 })).toBeNull();
    expect(resolutionFlagsOf({ core: {} })).toBeNull();
    expect(resolutionFlagsOf(undefined)).toBeNull();
  });
});

describe("the fire dialog template", () => {
  it("offers the usable ranged weapons, Gun Slinging with two Pistols, Panic Fire, and one row per target", () => {
    const pistols = [weapon("Hand Gun", 12, ["pistol"]), weapon("Machine Pistol", 8, ["pistol"])];
    const kara = crewFigure({ id: "kara", weapons: [...pistols, weapon("Blade", 0, ["melee"])] });
    const form = defaultFireForm(kara, [
      { figure: enemyFigure({ id: "raider", name: "Raider" }), distance: 7.5, withinThreeInchesOf: [] },
    ]);
    const html = templateRenderer()(DIALOG_TEMPLATES.fire, fireDialogContext(kara, form));
    expect((html.match(/<option value="Hand Gun"/g) ?? []).length).toBe(2);
    expect(html).not.toContain('value="Blade"');
    expect(html).toContain('name="secondPistolId"');
    expect(html).toContain('name="panicFire"');
    expect(html).toContain('name="targets.0.id" value="raider"');
    expect(html).toContain('name="targets.0.distance" value="7.5"');
    expect(html).toMatch(/name="targets\.0\.visible" checked/);
    expect(html).not.toMatch(/name="targets\.0\.inCover" checked/);
  });
});
