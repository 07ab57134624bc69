import {
  ALL_LIMITS,
  type BracketBusters as BB,
  type EnemyFigure,
  type Figure,
  type Limit,
  type ProtectiveGear,
  type Weapon,
} from "../../../rules";
import { choiceLabels } from "../../../views/common/i18n/choice-labels";
import { FIELD_LABEL_PREFIXES } from "../../../views/common/i18n/describe-violation";
import { injuryRows, PROFILE_ORDER, weaponProfileRow } from "../../../views/bracket-busters/fighter-sheet-view";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { battleValues } from "../../../views/five-parsecs/sheets/battle-values";
import { gearRow, weaponRow } from "../../../views/five-parsecs/sheets/carried-rows";
import { guardChoices } from "../../../views/five-parsecs/sheets/guard-choices";
import { MODULE_ID } from "../../../views/common/module-id";
import { documentFields, systemFields } from "../../common";
import { COMBAT_ARMOUR, GRUB, KARA, RAIDER, RAIDER_BOSS, SHOTGUN, SCRAP_PISTOL } from "./figures";
import type { Sample } from "./sample";

/** Foundry's icons are not shipped here: a plain drawing on the same tile stands in for each one the module uses. */
const standIn = (drawing: string): string =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3a3b43"/>${drawing}</svg>`,
  );

/** Foundry's default portrait (icons/svg/mystery-man.svg): a silhouette, for actors only. */
export const PORTRAIT = standIn(
  '<circle cx="32" cy="24" r="12" fill="#9a988c"/><path d="M10 62c2-16 12-22 22-22s20 6 22 22z" fill="#9a988c"/>',
);

/**
 * The images the module's ready-made items carry (scripts/lib/ready-figures.mjs), so a sample row looks as the
 * compendium's would: icons/svg/combat.svg for a ranged weapon, icons/svg/sword.svg for a melee one,
 * icons/svg/shield.svg for protective gear.
 */
export const ITEM_IMAGES = {
  ranged: standIn(
    '<g fill="#9a988c"><path d="M8 22h40l4-4h4v10H28l-2 4h-6l-3 14h-9l4-16H8z"/><rect x="52" y="22" width="6" height="3"/></g>',
  ),
  melee: standIn(
    '<g fill="#9a988c"><path d="M50 8h6v6L28 42l-6-6z"/><path d="M16 34l4-4 14 14-4 4z"/><path d="M19 45l-9 9 3 3 9-9z"/></g>',
  ),
  gear: standIn(
    '<path d="M32 8l20 7v14c0 14-9 23-20 27C21 52 12 43 12 29V15z" fill="#9a988c"/><path d="M32 14v36c8-4 14-11 14-21V19z" fill="#7d7b70"/>',
  ),
} as const;

const weaponImage = (weapon: Weapon): string =>
  weapon.traits.includes("melee") ? ITEM_IMAGES.melee : ITEM_IMAGES.ranged;

/** A carried item's row basics: the rules' ids stand in for the Item's id and uuid. */
const basics = ({ id, name }: { readonly id: string; readonly name: string }, img: string) => ({
  id,
  uuid: id,
  name,
  img,
});

/** A Guardian staying by the Raider Boss: its sheet offers the other enemies of the sample scene. */
const RAIDER_GUARD: EnemyFigure = {
  ...RAIDER,
  id: "Actor.raider-guard",
  name: "Raider Guard",
  ai: "guardian",
  guardianOf: RAIDER_BOSS.id,
};

/** The enemies standing on the gallery's pretend scene, the choices of a sheet's Guarding field. */
const SCENE_ENEMIES = [RAIDER, RAIDER_BOSS, RAIDER_GUARD];

/** What a figure sheet hands its template (the shared FigureContext plus the sheet's own system data). */
function figureContext(figure: Figure, i18n: Localizer, editable: boolean) {
  return {
    document: { name: figure.name, img: PORTRAIT },
    fields: documentFields(),
    rootId: `sheet-${figure.id}`,
    editable,
    isOwner: editable,
    typeLabel: `TYPES.Actor.${MODULE_ID}.${figure.side}`,
    weapons: figure.weapons.map((weapon) => weaponRow(basics(weapon, weaponImage(weapon)), weapon, i18n)),
    gear: figure.gear.map((gear) => gearRow(basics(gear, ITEM_IMAGES.gear), gear, i18n)),
    derived: battleValues(figure, i18n.localize("FPB.Sheet.OwnSavingThrow")),
  };
}

function figureSheetContext(figure: Figure, i18n: Localizer, editable = true): object {
  const base = figureContext(figure, i18n, editable);
  if (figure.side === "crew") {
    const { reactions, speed, combatSkill, toughness, savvy, luck, traits, casualtyCategory } = figure;
    return {
      ...base,
      system: {
        reactions,
        speed,
        combatSkill,
        toughness,
        savvy,
        luck: { value: luck.current, max: luck.max },
        traits,
        casualtyCategory,
      },
      systemFields: systemFields("crew"),
      traitValues: [...traits],
    };
  }
  const {
    speed,
    combatSkill,
    toughness,
    casualtyCategory,
    ai,
    panic,
    rank,
    role,
    fearless,
    savingThrow,
    seizeModifier,
    guardianOf,
  } = figure;
  return {
    ...base,
    system: {
      speed,
      combatSkill,
      toughness,
      casualtyCategory,
      ai,
      panic,
      rank,
      role,
      fearless,
      savingThrow,
      seizeModifier,
      guardianOf: guardianOf ?? "",
    },
    systemFields: systemFields("enemy"),
    guardChoices: guardChoices(
      SCENE_ENEMIES,
      figure.id,
      guardianOf ?? "",
      SCENE_ENEMIES.find(({ id }) => id === guardianOf)?.name ?? null,
      i18n,
    ),
  };
}

function weaponSheetContext(weapon: Weapon): object {
  const { range, shots, damage, traits, battleState } = weapon;
  return {
    document: { name: weapon.name, img: weaponImage(weapon) },
    fields: documentFields(),
    rootId: `sheet-${weapon.id}`,
    typeLabel: `TYPES.Item.${MODULE_ID}.weapon`,
    system: { range, shots, damage, traits, battleState },
    systemFields: systemFields("weapon"),
    traitValues: [...traits],
    brawlingOnly: range === 0,
  };
}

function gearSheetContext(gear: ProtectiveGear): object {
  return {
    document: { name: gear.name, img: ITEM_IMAGES.gear },
    fields: documentFields(),
    rootId: `sheet-${gear.id}`,
    typeLabel: `TYPES.Item.${MODULE_ID}.gear`,
    system: { kind: gear.kind, savingThrow: gear.savingThrow },
    systemFields: systemFields("gear"),
  };
}

/** A Bracket Busters field as Foundry's DataField gives it to `{{formInput}}`: its path, label and hint, and its limit. */
function fighterField(fieldPath: string, keyPath: string, limit: Limit, prefix: string, choicePrefix?: string) {
  return {
    fieldPath,
    label: `${prefix}.FIELDS.${keyPath}.label`,
    hint: `${prefix}.FIELDS.${keyPath}.hint`,
    limit,
    ...(choicePrefix && (limit.kind === "choice" || limit.kind === "set")
      ? { choices: choiceLabels(limit.choices, choicePrefix) }
      : {}),
  };
}

/** A Bracket Busters fighter sheet's context, as FighterSheet builds it from a `fighter` actor. */
function fighterSheetContext(i18n: Localizer, withSkill: boolean): object {
  const limits = ALL_LIMITS.bracketBustersFighter;
  const group = ALL_LIMITS.bracketBustersGroupActivation;
  const prefix = FIELD_LABEL_PREFIXES.bracketBustersFighter;
  const profile = {
    movement: 5,
    weaponSkill: 3,
    ballisticSkill: 4,
    strength: 3,
    toughness: 3,
    wounds: 2,
    initiative: 4,
    attacks: 2,
    leadership: 7,
    cool: 6,
    willpower: 7,
    intelligence: 8,
  };
  const skill = { radius: 3, extraFighters: 2, restriction: "Gangers only", allowedTypes: ["champion"] };
  const injuries = [{ outcome: "permanentInjury", permanentInjury: "handInjury", recovery: true, dead: false }];
  return {
    document: { name: "Vex", img: PORTRAIT },
    fields: documentFields(),
    rootId: "sheet-vex",
    editable: true,
    isOwner: true,
    typeLabel: `TYPES.Actor.${MODULE_ID}.fighter`,
    system: {
      type: "leader",
      profile,
      actions: 2,
      xp: 4,
      rating: 120,
      survivor: false,
      groupActivation: withSkill ? skill : null,
      injuries,
    },
    systemFields: {
      type: fighterField("system.type", "type", limits.type, prefix, "FPB.BracketBusters.FighterType"),
      actions: fighterField("system.actions", "actions", limits.actions, prefix),
      xp: fighterField("system.xp", "xp", limits.xp, prefix),
      rating: fighterField("system.rating", "rating", limits.rating, prefix),
      survivor: fighterField("system.survivor", "survivor", limits.survivor, prefix),
    },
    groupFields: Object.fromEntries(
      (["radius", "extraFighters", "restriction", "allowedTypes"] as const).map((name) => [
        name,
        fighterField(
          `system.groupActivation.${name}`,
          `groupActivation.${name}`,
          group[name],
          prefix,
          "FPB.BracketBusters.FighterType",
        ),
      ]),
    ),
    profile: PROFILE_ORDER.map((key: BB.Characteristic) => ({
      key,
      name: `system.profile.${key}`,
      field: fighterField(`system.profile.${key}`, `profile.${key}`, limits.profile[key], prefix),
      value: profile[key],
      label: `${prefix}.FIELDS.profile.${key}.label`,
      hint: `${prefix}.FIELDS.profile.${key}.hint`,
    })),
    hasGroupActivation: withSkill,
    allowedTypeValues: withSkill ? skill.allowedTypes : [],
    weapons: [
      weaponProfileRow(
        { id: "autogun", uuid: "autogun", name: "Autogun", img: ITEM_IMAGES.ranged },
        { ranged: true, ammo: 4, traits: [] },
        i18n,
      ),
      weaponProfileRow(
        { id: "knife", uuid: "knife", name: "Fighting Knife", img: ITEM_IMAGES.melee },
        { ranged: false, ammo: null, traits: [] },
        i18n,
      ),
    ],
    injuries: injuryRows(injuries, i18n),
    problem: null,
  };
}

/** A Bracket Busters weapon profile sheet's context. */
function weaponProfileSheetContext(): object {
  const limits = ALL_LIMITS.bracketBustersWeapon;
  const prefix = FIELD_LABEL_PREFIXES.bracketBustersWeapon;
  return {
    document: { name: "Grenade Launcher", img: ITEM_IMAGES.ranged },
    fields: documentFields(),
    rootId: "sheet-grenade-launcher",
    typeLabel: `TYPES.Item.${MODULE_ID}.weaponProfile`,
    system: { ranged: true, ammo: 6, traits: ["blast3"] },
    systemFields: {
      ranged: fighterField("system.ranged", "ranged", limits.ranged, prefix),
      ammo: fighterField("system.ammo", "ammo", limits.ammo, prefix),
      traits: fighterField("system.traits", "traits", limits.traits, prefix, "FPB.BracketBusters.WeaponTrait"),
    },
    traitValues: ["blast3"],
  };
}

const sheet = (caption: string, title: string, context: object): Sample => ({
  caption,
  frame: "sheet",
  title,
  context,
});

/** The four sheets and the partials they include, each partial shown with the context its sheet gives it. */
export function sheetSamples(i18n: Localizer): Record<string, Sample[]> {
  const kara = figureSheetContext(KARA, i18n);
  const raider = figureSheetContext(RAIDER, i18n);
  return {
    "templates/actor/crew-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.crewArmed"), KARA.name, kara),
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.crewFeral"), GRUB.name, figureSheetContext(GRUB, i18n)),
    ],
    "templates/actor/enemy-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.enemyPanicFired"), RAIDER.name, raider),
      sheet(
        i18n.localize("FPB.Sandbox.Gallery.Sample.enemyLieutenant"),
        RAIDER_BOSS.name,
        figureSheetContext(RAIDER_BOSS, i18n),
      ),
      sheet(
        i18n.localize("FPB.Sandbox.Gallery.Sample.enemyGuardian"),
        RAIDER_GUARD.name,
        figureSheetContext(RAIDER_GUARD, i18n),
      ),
    ],
    "templates/item/weapon-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.weaponRanged"), SHOTGUN.name, weaponSheetContext(SHOTGUN)),
      sheet(
        i18n.localize("FPB.Sandbox.Gallery.Sample.weaponPanicFired"),
        SCRAP_PISTOL.name,
        weaponSheetContext(SCRAP_PISTOL),
      ),
    ],
    "templates/actor/fighter-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.fighterWithSkill"), "Vex", fighterSheetContext(i18n, true)),
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.fighterWithoutSkill"), "Vex", fighterSheetContext(i18n, false)),
    ],
    "templates/item/weapon-profile-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.weaponProfile"), "Grenade Launcher", weaponProfileSheetContext()),
    ],
    "templates/item/gear-sheet.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.gear"), COMBAT_ARMOUR.name, gearSheetContext(COMBAT_ARMOUR)),
    ],
    "templates/parts/header.hbs": [sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.partOfSheet"), KARA.name, kara)],
    "templates/actor/parts/battle-values.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.partOfSheet"), KARA.name, kara),
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.unavailable"), RAIDER.name, { ...raider, derived: null }),
    ],
    "templates/actor/parts/carried-items.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.partOfSheet"), KARA.name, kara),
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.nothingCarried"), RAIDER.name, {
        ...raider,
        weapons: [],
        gear: [],
      }),
    ],
    "templates/actor/parts/item-controls.hbs": [
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.editable"), KARA.name, { editable: true }),
      sheet(i18n.localize("FPB.Sandbox.Gallery.Sample.readOnly"), KARA.name, { editable: false }),
    ],
  };
}
