import { CONDITION_STATUS } from "./condition-statuses";
import { addStatusEffects } from "../../table/generation/status-effects";

/** Icons from Foundry's core set, so the module ships no art of its own. */
const MODULE_STATUSES = [
  { id: CONDITION_STATUS.stunned, name: "FPB.Condition.stunned", img: "icons/svg/daze.svg" },
  { id: CONDITION_STATUS.shocked, name: "FPB.Condition.shocked", img: "icons/svg/lightning.svg" },
  { id: CONDITION_STATUS.dazed, name: "FPB.Condition.dazed", img: "icons/svg/stoned.svg" },
  { id: CONDITION_STATUS.wounded, name: "FPB.Condition.wounded", img: "icons/svg/blood.svg" },
  { id: CONDITION_STATUS.shutDown, name: "FPB.Condition.shutDown", img: "icons/svg/sleep.svg" },
  { id: CONDITION_STATUS.damaged, name: "FPB.Condition.damaged", img: "icons/svg/degen.svg" },
  { id: CONDITION_STATUS.bleeding, name: "FPB.Condition.bleeding", img: "icons/svg/downgrade.svg" },
] as const;

/** Adds the battle's markers and casualty effects to the token HUD's status effects (Goner is core's defeated). */
export function registerConditionStatuses(): void {
  addStatusEffects(MODULE_STATUSES);
}
