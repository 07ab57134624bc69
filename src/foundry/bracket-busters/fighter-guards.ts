import { checkLimits, type LimitViolation } from "../../rules";
import { describeViolations } from "../../views/common/i18n/describe-violation";
import { ACTOR_TYPES, ITEM_TYPES } from "../../views/common/module-id";
import { foundryLocalizer } from "../table/i18n/localizer";
import { fighterSystemViolations, weaponProfileSystemViolations } from "./fighter-limits";

/*
 * The limit guard of fighters and weapon profiles, as src/foundry/table/hooks/limit-guard.ts guards crew and enemies: a
 * create or update outside the limits table is refused on the initiating client before it is sent (H1), with a
 * message naming each field ("Ammo must be at most 6 (got 7)."). The data models refuse the same values as the last
 * line of defence (D3/D4).
 */

type Kind = "bracketBustersFighter" | "bracketBustersWeapon";

function violationsOf(
  type: string,
  name: unknown,
  system: unknown,
  partial: boolean,
): { kind: Kind; violations: LimitViolation[] } | null {
  const named = typeof name === "string" ? name : "";
  if (type === ACTOR_TYPES.fighter) {
    const nameViolations = checkLimits("bracketBustersFighter", { name: named }, { partial: true });
    return {
      kind: "bracketBustersFighter",
      violations: [...nameViolations, ...(system === undefined ? [] : fighterSystemViolations(system, { partial }))],
    };
  }
  if (type === ITEM_TYPES.weaponProfile) {
    const nameViolations = checkLimits("bracketBustersWeapon", { name: named }, { partial: true });
    return {
      kind: "bracketBustersWeapon",
      violations: [
        ...nameViolations,
        ...(system === undefined ? [] : weaponProfileSystemViolations(system, { partial })),
      ],
    };
  }
  return null;
}

function refuse(documentName: string, found: { kind: Kind; violations: LimitViolation[] } | null): false | void {
  if (!found || found.violations.length === 0) return;
  const i18n = foundryLocalizer();
  ui.notifications?.error(
    i18n.format("FPB.Limits.Refused", {
      document: documentName,
      message: describeViolations(found.kind, found.violations, i18n),
    }),
  );
  return false;
}

function guardCreate(document: { type: string; name: string }, data: { system?: unknown }): false | void {
  return refuse(document.name, violationsOf(document.type, document.name, data.system, true));
}

function guardUpdate(
  document: { type: string; name: string; _source: { system?: unknown } },
  changes: { name?: unknown; system?: unknown },
): false | void {
  if (changes.system === undefined && changes.name === undefined) return;
  const merged =
    changes.system === undefined || changes.system === null
      ? undefined
      : foundry.utils.mergeObject(
          foundry.utils.deepClone(document._source.system as object),
          changes.system as object,
          { inplace: false },
        );
  return refuse(document.name, violationsOf(document.type, changes.name ?? document.name, merged, false));
}

export function registerFighterLimitGuards(): void {
  Hooks.on("preCreateActor", (actor, data) => guardCreate(actor, data as { system?: unknown }));
  Hooks.on("preCreateItem", (item, data) => guardCreate(item, data as { system?: unknown }));
  Hooks.on("preUpdateActor", (actor, changes) => guardUpdate(actor, changes as { name?: unknown; system?: unknown }));
  Hooks.on("preUpdateItem", (item, changes) => guardUpdate(item, changes as { name?: unknown; system?: unknown }));
}
