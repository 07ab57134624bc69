import { checkLimits, type LimitedKind } from "../../../rules";
import { describeViolations } from "../../../views/common/i18n/describe-violation";
import { foundryLocalizer } from "../i18n/localizer";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../views/common/module-id";

const KIND_OF_TYPE: Record<string, LimitedKind> = {
  [ACTOR_TYPES.crew]: "crew",
  [ACTOR_TYPES.enemy]: "enemy",
  [ITEM_TYPES.weapon]: "weapon",
  [ITEM_TYPES.gear]: "gear",
};

/**
 * Refuses a create or update that breaks the rules' limits before it reaches the database, with a message in the
 * user's words ("Reactions must be at most 6 (got 9)."). The document keeps its old values, so nothing is lost; the
 * data models' own validation stays as the last line of defence.
 */
export function registerLimitGuards(): void {
  Hooks.on("preCreateActor", (actor, data) => guardCreate(actor.type, actor.name, data.system));
  Hooks.on("preCreateItem", (item, data) => guardCreate(item.type, item.name, data.system));
  Hooks.on("preUpdateActor", (actor, changes) =>
    guardUpdate(actor.type, actor.name, actor._source.system, changes.system),
  );
  Hooks.on("preUpdateItem", (item, changes) => guardUpdate(item.type, item.name, item._source.system, changes.system));
}

/** Set while the in-world self-test checks Foundry's own validation (`withoutLimitGuards`). */
let suspended = false;

/**
 * Runs `task` with the guards off on this client, so Foundry's data model validation is what refuses a bad value.
 * For the in-world self-test only (src/foundry/self-test), which checks that second line of defence.
 */
export async function withoutLimitGuards<T>(task: () => Promise<T>): Promise<T> {
  suspended = true;
  try {
    return await task();
  } finally {
    suspended = false;
  }
}

function guardCreate(type: string, name: string, system: unknown): boolean | void {
  if (suspended) return;
  const kind = KIND_OF_TYPE[type];
  if (kind === undefined || system === undefined) return;
  return refuseIfViolated(kind, name, checkLimits(kind, system, { partial: true }));
}

function guardUpdate(type: string, name: string, source: unknown, changes: unknown): boolean | void {
  if (suspended) return;
  const kind = KIND_OF_TYPE[type];
  if (kind === undefined || changes === undefined || changes === null) return;
  const merged = foundry.utils.mergeObject(foundry.utils.deepClone(source as object), changes as object, {
    inplace: false,
  });
  return refuseIfViolated(kind, name, checkLimits(kind, merged));
}

function refuseIfViolated(kind: LimitedKind, name: string, violations: ReturnType<typeof checkLimits>): false | void {
  if (violations.length === 0) return;
  const i18n = foundryLocalizer();
  const message = describeViolations(kind, violations, i18n);
  ui.notifications?.error(i18n.format("FPB.Limits.Refused", { document: name, message }));
  return false;
}
