// The sheets' Handlebars templates, compiled with the `handlebars` package and rendered with sample contexts, with
// Foundry's helpers (src/views/common/handlebars-helpers.ts) over a key-printing localizer and fields that print markers. Also checks that every lang key the
// templates and src/foundry name exists in lang/en.json.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AI_TYPES,
  CASUALTY_CATEGORIES,
  CREW_TRAITS,
  ENEMY_ROLES,
  GEAR_KINDS,
  isLimit,
  LIMITS,
  RANKS,
  WEAPON_BATTLE_STATES,
  WEAPON_TRAITS,
  type LimitGroup,
} from "../../../src/rules";
import { registerFoundryHelpers } from "../../../src/views/common/handlebars-helpers";
import { CHOICE_PREFIXES } from "../../../src/views/common/i18n/choice-labels";
import { ACTOR_TYPES, ITEM_TYPES, MODULE_ID } from "../../../src/views/common/module-id";
import { PARTIAL_TEMPLATES, SHEET_TEMPLATES, TEMPLATE_PATHS } from "../../../src/views/common/template-paths";
import { KEY_PRINTER } from "../../fixtures/template-renderer";

const ROOT = resolve(import.meta.dirname, "../../..");
const lang: unknown = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8"));

/** Files under a directory, recursively, with one of the given endings. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The file behind a Foundry template path: `modules/five-parsecs-battle/templates/x.hbs` -> `templates/x.hbs`. */
const fileOf = (templatePath: string): string => templatePath.replace(`modules/${MODULE_ID}/`, "");

// --- Foundry's helpers, printing what they were asked for ------------------------------------------------------------

interface FakeField {
  readonly fieldPath: string;
}
const field = (fieldPath: string): FakeField => ({ fieldPath });

/** `formInput` / `formGroup` print a marker naming the field and the value: `[[formGroup system.rank=boss]]`. */
const formMarker =
  (helper: string) =>
  (fieldArgument: unknown, hash: Readonly<Record<string, unknown>>): string => {
    const path = (fieldArgument as FakeField | undefined)?.fieldPath ?? "MISSING-FIELD";
    const value = Array.isArray(hash["value"]) ? hash["value"].join(",") : String(hash["value"]);
    const type = typeof hash["type"] === "string" ? ` type=${hash["type"]}` : "";
    return `[[${helper} ${path}=${value}${type}]]`;
  };

const hbs = Handlebars.create();

beforeAll(() => {
  // `localize` prints its key, and the data it would format with: `FPB.Sheet.Degrees[value:180]`.
  registerFoundryHelpers(hbs, KEY_PRINTER, { input: formMarker("formInput"), group: formMarker("formGroup") });
  // Foundry's loadTemplates registers each template as a partial named by its path; do the same.
  for (const path of Object.values(PARTIAL_TEMPLATES)) {
    hbs.registerPartial(path, readFileSync(join(ROOT, fileOf(path)), "utf8"));
  }
});

function render(templatePath: string, context: object): string {
  const template = hbs.compile(readFileSync(join(ROOT, fileOf(templatePath)), "utf8"), { strict: false });
  return template(context);
}

const count = (text: string, needle: string | RegExp): number =>
  typeof needle === "string" ? text.split(needle).length - 1 : [...text.matchAll(needle)].length;

// --- Sample contexts, shaped as the sheets' _prepareContext builds them ----------------------------------------------

const documentFields = { name: field("name") };

const header = (name: string, type: string) => ({
  document: { name, img: "icons/svg/mystery-man.svg" },
  fields: documentFields,
  rootId: "sheet-1",
  typeLabel: type,
});

const weapons = [
  {
    id: "w1",
    uuid: "Actor.a.Item.w1",
    name: "Hand Laser",
    img: "w1.svg",
    range: 12,
    shots: 2,
    damage: 0,
    traits: "Pistol",
    battleState: "Ready",
    brawlingOnly: false,
    usable: true,
    fireable: true,
  },
  {
    id: "w2",
    uuid: "Actor.a.Item.w2",
    name: "Blade",
    img: "w2.svg",
    range: 0,
    shots: 0,
    damage: 1,
    traits: "Melee",
    battleState: "Ready",
    brawlingOnly: true,
    usable: true,
    fireable: false,
  },
  {
    id: "w3",
    uuid: "Actor.a.Item.w3",
    name: "Scrap Pistol",
    img: "w3.svg",
    range: 9,
    shots: 1,
    damage: 0,
    traits: "Pistol",
    battleState: "Unusable (Panic Fire)",
    brawlingOnly: false,
    usable: false,
    fireable: false,
  },
];

const gear = [{ id: "g1", uuid: "Actor.a.Item.g1", name: "Frag Vest", img: "g1.svg", kind: "Armour", savingThrow: 6 }];

const crewSystem = {
  reactions: 2,
  speed: 4,
  combatSkill: 1,
  toughness: 4,
  savvy: 0,
  luck: { value: 1, max: 2 },
  casualtyCategory: "humanoid",
};

const crewFields = {
  reactions: field("system.reactions"),
  speed: field("system.speed"),
  combatSkill: field("system.combatSkill"),
  toughness: field("system.toughness"),
  savvy: field("system.savvy"),
  luck: { fields: { value: field("system.luck.value"), max: field("system.luck.max") } },
  traits: field("system.traits"),
  casualtyCategory: field("system.casualtyCategory"),
};

const crewContext = (overrides: object = {}) => ({
  ...header("Kara Voss", "TYPES.Actor.five-parsecs-battle.crew"),
  editable: true,
  isOwner: true,
  system: crewSystem,
  systemFields: crewFields,
  traitValues: ["human", "swift"],
  weapons,
  gear,
  derived: {
    arcOfFire: 180,
    pistolsOnly: true,
    savingThrows: [{ source: "Frag Vest", value: 6, best: true }],
  },
  ...overrides,
});

const enemySystem = {
  speed: 5,
  combatSkill: 1,
  toughness: 4,
  ai: "tactical",
  panic: 2,
  rank: "regular",
  role: "lieutenant",
  fearless: false,
  savingThrow: 5,
  seizeModifier: -1,
  casualtyCategory: "humanoid",
  guardianOf: "",
};

const enemyFields = Object.fromEntries(Object.keys(enemySystem).map((name) => [name, field(`system.${name}`)]));

const enemyContext = (overrides: object = {}) => ({
  ...header("Raider Lieutenant", "TYPES.Actor.five-parsecs-battle.enemy"),
  editable: true,
  system: enemySystem,
  systemFields: enemyFields,
  guardChoices: [
    { value: "", label: "Nobody", selected: true },
    { value: "Scene.s.Token.t.Actor.vex", label: "Captain Vex", selected: false },
  ],
  weapons: weapons.slice(0, 1),
  gear,
  derived: {
    arcOfFire: 90,
    pistolsOnly: false,
    savingThrows: [
      { source: "Own profile", value: 5, best: true },
      { source: "Frag Vest", value: 6, best: false },
    ],
    fearless: { effective: true, byRole: true },
  },
  ...overrides,
});

// --- Tests ------------------------------------------------------------------------------------------------------------

describe("sheet templates", () => {
  it("lists every template file, and every file is listed", () => {
    const files = filesUnder("templates", [".hbs"]).sort();
    expect(TEMPLATE_PATHS.map(fileOf).sort()).toEqual(files);
  });

  it.each(filesUnder("templates", [".hbs"]))("%s compiles", (file) => {
    expect(() => hbs.precompile(readFileSync(join(ROOT, file), "utf8"))).not.toThrow();
  });

  it.each(filesUnder("templates", [".hbs"]))("%s localizes every word it shows", (file) => {
    // Text between tags must be empty, punctuation, or a Handlebars expression: words come from lang/en.json.
    const source = readFileSync(join(ROOT, file), "utf8")
      .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
      .replace(/\{\{[\s\S]*?\}\}/g, "")
      .replace(/<[^>]*>/g, " ");
    expect(source.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });
});

describe("crew sheet", () => {
  it("renders an input for every profile value, in the printed order", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    const order = ["reactions=2", "speed=4", "combatSkill=1", "toughness=4", "savvy=0", "luck.value=1", "luck.max=2"];
    const positions = order.map((value) => html.indexOf(`[[formInput system.${value}]]`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const stat of ["reactions", "speed", "combatSkill", "toughness", "savvy"]) {
      expect(html).toContain(`FPB.Crew.FIELDS.${stat}.label`);
    }
    expect(html).toContain("FPB.Crew.FIELDS.luck.value.label");
  });

  it("edits traits as checkboxes and the casualty category with its choices", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    expect(html).toContain("[[formGroup system.traits=human,swift type=checkboxes]]");
    expect(html).toContain("[[formGroup system.casualtyCategory=humanoid]]");
  });

  it("renders the name input and the portrait", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    expect(html).toContain("[[formInput name=Kara Voss]]");
    expect(html).toContain('data-action="editImage"');
    expect(html).toContain("TYPES.Actor.five-parsecs-battle.crew");
  });

  it("renders a row per carried weapon with its profile, and one per piece of gear", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    const weaponTable = html.slice(html.indexOf("fpb-weapons"), html.indexOf("fpb-gear"));
    expect(count(weaponTable, /<tr class="fpb-item /g)).toBe(3);
    for (const weapon of weapons) expect(weaponTable).toContain(`data-item-id="${weapon.id}"`);
    expect(weaponTable).toContain("FPB.Sheet.Inches[value:12]");
    expect(weaponTable).toContain("Hand Laser");
    expect(weaponTable).toContain("Unusable (Panic Fire)");
    expect(weaponTable).toContain("fpb-unusable");
    // The name has its own element, so an unusable weapon's strikethrough can take the name alone.
    expect(weaponTable).toContain('<span class="fpb-item-title">Hand Laser</span>');
    const gearTable = html.slice(html.indexOf("fpb-gear"));
    expect(count(gearTable, /<tr class="fpb-item /g)).toBe(1);
    expect(gearTable).toContain("FPB.Sheet.SavingThrowValue[value:6]");
  });

  it("shows Brawling only for a weapon of Range 0", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    const blade = html.slice(html.indexOf('data-item-id="w2"'), html.indexOf('data-item-id="w3"'));
    expect(blade).toContain("FPB.Sheet.BrawlingOnly");
    expect(count(html, "FPB.Sheet.BrawlingOnly")).toBe(1);
  });

  it("gives every carried item edit and delete buttons, and only edit when the sheet is read-only", () => {
    const editable = render(SHEET_TEMPLATES.crew, crewContext());
    expect(count(editable, 'data-action="editItem"')).toBe(4);
    expect(count(editable, 'data-action="deleteItem"')).toBe(4);
    expect(editable).toContain("FPB.Sheet.DropHint");
    const readOnly = render(SHEET_TEMPLATES.crew, crewContext({ editable: false }));
    expect(count(readOnly, 'data-action="editItem"')).toBe(4);
    expect(count(readOnly, 'data-action="deleteItem"')).toBe(0);
    expect(readOnly).not.toContain("FPB.Sheet.DropHint");
  });

  it("offers Fire on usable ranged weapons and Brawl on every weapon, to the figure's owners only", () => {
    const owned = render(SHEET_TEMPLATES.crew, crewContext());
    expect(count(owned, 'data-action="fire"')).toBe(weapons.filter((weapon) => weapon.fireable).length);
    expect(count(owned, 'data-action="brawl"')).toBe(weapons.length);
    const watched = render(SHEET_TEMPLATES.crew, crewContext({ isOwner: false }));
    expect(count(watched, 'data-action="fire"') + count(watched, 'data-action="brawl"')).toBe(0);
  });

  it("shows the Arc of Fire it is given, and why it is wide", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext());
    expect(html).toContain("FPB.Sheet.Degrees[value:180]");
    expect(html).toContain("FPB.Sheet.PistolsOnly");
    const narrow = render(SHEET_TEMPLATES.crew, crewContext({ derived: { arcOfFire: 90, savingThrows: [] } }));
    expect(narrow).toContain("FPB.Sheet.Degrees[value:90]");
    expect(narrow).not.toContain("FPB.Sheet.PistolsOnly");
    expect(narrow).toContain("FPB.Sheet.NoSavingThrow");
  });

  it("says when the battle values cannot be worked out", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext({ derived: null }));
    expect(html).toContain("FPB.Sheet.Unavailable");
    expect(html).not.toContain("FPB.Sheet.Degrees");
  });

  it("says so when nothing is carried", () => {
    const html = render(SHEET_TEMPLATES.crew, crewContext({ weapons: [], gear: [] }));
    expect(html).toContain("FPB.Sheet.NoWeapons");
    expect(html).toContain("FPB.Sheet.NoGear");
    expect(html).not.toContain("<table");
  });

  it("shows no Fearless line for a crew member", () => {
    expect(render(SHEET_TEMPLATES.crew, crewContext())).not.toContain("FPB.Sheet.Fearless");
  });
});

describe("enemy sheet", () => {
  it("renders the profile line and every other field of the entry", () => {
    const html = render(SHEET_TEMPLATES.enemy, enemyContext());
    for (const [name, value] of [
      ["panic", 2],
      ["speed", 5],
      ["combatSkill", 1],
      ["toughness", 4],
      ["ai", "tactical"],
    ] as const) {
      expect(html).toContain(`[[formInput system.${name}=${value}]]`);
      expect(html).toContain(`FPB.Enemy.FIELDS.${name}.label`);
    }
    for (const [name, value] of [
      ["rank", "regular"],
      ["role", "lieutenant"],
      ["fearless", "false"],
      ["savingThrow", "5"],
      ["seizeModifier", "-1"],
      ["casualtyCategory", "humanoid"],
    ] as const) {
      expect(html).toContain(`[[formGroup system.${name}=${value}]]`);
    }
  });

  it("shows a Lieutenant as Fearless (Lieutenant)", () => {
    const html = render(SHEET_TEMPLATES.enemy, enemyContext());
    expect(html).toContain("FPB.Sheet.FearlessLieutenant");
    const recorded = render(
      SHEET_TEMPLATES.enemy,
      enemyContext({ derived: { arcOfFire: 90, savingThrows: [], fearless: { effective: true, byRole: false } } }),
    );
    expect(recorded).not.toContain("FPB.Sheet.FearlessLieutenant");
    expect(recorded).toContain("FPB.Sheet.Fearless");
    const not = render(
      SHEET_TEMPLATES.enemy,
      enemyContext({ derived: { arcOfFire: 90, savingThrows: [], fearless: { effective: false, byRole: false } } }),
    );
    expect(not).toContain("FPB.Sheet.NotFearless");
  });

  it("lists the Saving Throw sources best first and marks the best", () => {
    const html = render(SHEET_TEMPLATES.enemy, enemyContext());
    const own = html.indexOf("FPB.Sheet.SavingThrowValue[value:5] Own profile");
    const vest = html.indexOf("FPB.Sheet.SavingThrowValue[value:6] Frag Vest");
    expect(own).toBeGreaterThan(0);
    expect(vest).toBeGreaterThan(own);
    expect(count(html, '<li class="fpb-best">')).toBe(1);
    expect(count(html, "FPB.Sheet.Best")).toBe(1);
  });

  it("offers Guarding as a choice of figures by name, the ward selected, and takes a dropped enemy", () => {
    const html = render(
      SHEET_TEMPLATES.enemy,
      enemyContext({
        guardChoices: [
          { value: "", label: "Nobody", selected: false },
          { value: "Scene.s.Token.t.Actor.vex", label: "Captain Vex", selected: true },
        ],
      }),
    );
    expect(html).not.toContain("[[formGroup system.guardianOf");
    expect(html).toContain('<select name="system.guardianOf" id="sheet-1-system.guardianOf">');
    expect(html).toContain('<option value="">Nobody</option>');
    expect(html).toContain('<option value="Scene.s.Token.t.Actor.vex" selected>Captain Vex</option>');
    expect(html).toContain("FPB.Enemy.FIELDS.guardianOf.label");
    expect(html).toContain("data-fpb-guard-drop");
  });
});

describe("item sheets", () => {
  const weaponSystem = { range: 0, shots: 0, damage: 1, battleState: "ready" };
  const weaponFields = Object.fromEntries(
    ["range", "shots", "damage", "traits", "battleState"].map((name) => [name, field(`system.${name}`)]),
  );
  const weaponContext = (brawlingOnly: boolean) => ({
    ...header("Blade", "TYPES.Item.five-parsecs-battle.weapon"),
    system: weaponSystem,
    systemFields: weaponFields,
    traitValues: ["melee"],
    brawlingOnly,
  });

  it("weapon sheet edits every field, traits as checkboxes", () => {
    const html = render(SHEET_TEMPLATES.weapon, weaponContext(true));
    expect(html).toContain("[[formInput name=Blade]]");
    expect(html).toContain("[[formGroup system.range=0]]");
    expect(html).toContain("[[formGroup system.shots=0]]");
    expect(html).toContain("[[formGroup system.damage=1]]");
    expect(html).toContain("[[formGroup system.traits=melee type=checkboxes]]");
    expect(html).toContain("[[formGroup system.battleState=ready]]");
  });

  it("weapon sheet shows Brawling only when Range is 0, and not otherwise", () => {
    expect(render(SHEET_TEMPLATES.weapon, weaponContext(true))).toContain("FPB.Sheet.BrawlingOnly");
    expect(render(SHEET_TEMPLATES.weapon, weaponContext(false))).not.toContain("FPB.Sheet.BrawlingOnly");
  });

  it("gear sheet edits its kind and Saving Throw", () => {
    const html = render(SHEET_TEMPLATES.gear, {
      ...header("Frag Vest", "TYPES.Item.five-parsecs-battle.gear"),
      system: { kind: "armour", savingThrow: 6 },
      systemFields: { kind: field("system.kind"), savingThrow: field("system.savingThrow") },
    });
    expect(html).toContain("[[formInput name=Frag Vest]]");
    expect(html).toContain("[[formGroup system.kind=armour]]");
    expect(html).toContain("[[formGroup system.savingThrow=6]]");
  });
});

// --- Lang keys ----------------------------------------------------------------------------------------------------

/**
 * Looks a dotted key up in nested lang data the way Foundry's merged translations resolve it: a segment may itself
 * contain dots (`TYPES.Actor["five-parsecs-battle.crew"]`).
 */
function lookUp(data: unknown, key: string): unknown {
  if (key === "") return data;
  if (typeof data !== "object" || data === null) return undefined;
  const segments = key.split(".");
  for (let length = segments.length; length > 0; length--) {
    const head = segments.slice(0, length).join(".");
    if (!Object.hasOwn(data, head)) continue;
    const found = lookUp((data as Record<string, unknown>)[head], segments.slice(length).join("."));
    if (found !== undefined) return found;
  }
  return undefined;
}

const hasText = (key: string): boolean => typeof lookUp(lang, key) === "string";

/** Quoted keys (not template literals) starting with FPB. or TYPES. */
function keysIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/["'`]((?:FPB|TYPES)\.[A-Za-z0-9_.-]*[A-Za-z0-9_])["'`]/g)].map((match) => match[1] ?? "");
}

describe("lang/en.json", () => {
  const files = [
    ...filesUnder("templates", [".hbs"]),
    ...["src/foundry", "src/views", "src/sandbox"].flatMap((dir) => filesUnder(dir, [".ts"])),
  ];

  it.each(files)("has every FPB. and TYPES. key named in %s", (file) => {
    // A quoted key is either a string, or a prefix that code extends (LOCALIZATION_PREFIXES, choice prefixes).
    const missing = keysIn(file).filter((key) => lookUp(lang, key) === undefined);
    expect(missing).toEqual([]);
  });

  it("labels the four sub-types", () => {
    expect(lookUp(lang, `TYPES.Actor.${ACTOR_TYPES.crew}`)).toBe("Crew Member");
    expect(lookUp(lang, `TYPES.Actor.${ACTOR_TYPES.enemy}`)).toBe("Enemy");
    expect(lookUp(lang, `TYPES.Item.${ITEM_TYPES.weapon}`)).toBe("Weapon");
    expect(lookUp(lang, `TYPES.Item.${ITEM_TYPES.gear}`)).toBe("Protective Gear");
  });

  const prefixes = { crew: "FPB.Crew", enemy: "FPB.Enemy", weapon: "FPB.Weapon", gear: "FPB.Gear" } as const;
  const fieldPaths = (group: LimitGroup, prefix = ""): string[] =>
    Object.entries(group).flatMap(([name, entry]) =>
      isLimit(entry) ? [prefix + name] : fieldPaths(entry, `${prefix}${name}.`),
    );
  const fieldKeys = Object.entries(prefixes).flatMap(([kind, prefix]) =>
    fieldPaths(LIMITS[kind as keyof typeof prefixes]).flatMap((path) => [
      `${prefix}.FIELDS.${path}.label`,
      `${prefix}.FIELDS.${path}.hint`,
    ]),
  );

  it.each(fieldKeys)("has %s", (key) => {
    expect(hasText(key)).toBe(true);
  });

  const choiceKeys = (
    [
      [CHOICE_PREFIXES.crewTrait, CREW_TRAITS],
      [CHOICE_PREFIXES.aiType, AI_TYPES],
      [CHOICE_PREFIXES.casualtyCategory, CASUALTY_CATEGORIES],
      [CHOICE_PREFIXES.rank, RANKS],
      [CHOICE_PREFIXES.enemyRole, ENEMY_ROLES],
      [CHOICE_PREFIXES.weaponTrait, WEAPON_TRAITS],
      [CHOICE_PREFIXES.weaponBattleState, WEAPON_BATTLE_STATES],
      [CHOICE_PREFIXES.gearKind, GEAR_KINDS],
    ] as const
  ).flatMap(([prefix, values]) => values.map((value) => `${prefix}.${value}`));

  it.each(choiceKeys)("labels the choice %s", (key) => {
    expect(hasText(key)).toBe(true);
  });

  it("words every problem checkLimits reports, with the placeholders the messages fill in", () => {
    const source = readFileSync(join(ROOT, "src/rules/limits/check-limits.ts"), "utf8");
    const union = /export type LimitProblem =([^;]*);/.exec(source)?.[1] ?? "";
    const problems = [...union.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? "");
    expect(problems.length).toBeGreaterThanOrEqual(10);
    for (const problem of problems) expect(hasText(`FPB.Limits.${problem}`), problem).toBe(true);
    expect(lookUp(lang, "FPB.Limits.Refused")).toBe("{document} was not changed: {message}");
    expect(lookUp(lang, "FPB.Limits.aboveMax")).toBe("{field} must be at most {max} (got {value}).");
    expect(lookUp(lang, "FPB.Limits.luckOnlyHumans")).toBe("Only Humans may have more than 1 Luck (maximum {value}).");
    const placeholders: Record<string, readonly string[]> = {
      belowMin: ["{field}", "{min}", "{value}"],
      aboveMax: ["{field}", "{max}", "{value}"],
      notAChoice: ["{field}", "{choices}"],
      tooLong: ["{field}", "{maxLength}"],
    };
    for (const [problem, names] of Object.entries(placeholders)) {
      for (const name of names) expect(lookUp(lang, `FPB.Limits.${problem}`)).toContain(name);
    }
  });
});
