import type { Status } from "./vocabulary";

/** "Types of Action": Double takes two Actions and once; Basic one Action and once; Simple one Action, repeatable. */
export const ACTION_TYPES = ["double", "basic", "simple"] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_IDS = [
  "accessTerminal",
  "aim",
  "blindfire",
  "carry",
  "carryHeavy",
  "charge",
  "coupDeGrace",
  "crawl",
  "crawlThrough",
  "detect",
  "disengage",
  "doubleMove",
  "entrench",
  "exert",
  "fight",
  "fireThrough",
  "focus",
  "interact",
  "move",
  "raiseTheAlarm",
  "reload",
  "shoot",
  "standUp",
  "takeCover",
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

export interface ActionDefinition {
  readonly id: ActionId;
  /** As printed: "Coup de Grace". */
  readonly name: string;
  readonly type: ActionType;
}

const action = (id: ActionId, name: string, type: ActionType): ActionDefinition => ({ id, name, type });

/** Every standard action, with its type as printed ("Crawl (Double)"). */
export const ACTIONS: Readonly<Record<ActionId, ActionDefinition>> = {
  accessTerminal: action("accessTerminal", "Access Terminal", "basic"),
  aim: action("aim", "Aim", "simple"),
  blindfire: action("blindfire", "Blindfire", "double"),
  carry: action("carry", "Carry", "simple"),
  carryHeavy: action("carryHeavy", "Carry Heavy", "double"),
  charge: action("charge", "Charge", "double"),
  coupDeGrace: action("coupDeGrace", "Coup de Grace", "simple"),
  crawl: action("crawl", "Crawl", "double"),
  crawlThrough: action("crawlThrough", "Crawl Through", "double"),
  detect: action("detect", "Detect", "basic"),
  disengage: action("disengage", "Disengage", "basic"),
  doubleMove: action("doubleMove", "Double Move", "double"),
  entrench: action("entrench", "Entrench", "double"),
  exert: action("exert", "Exert", "double"),
  fight: action("fight", "Fight", "basic"),
  fireThrough: action("fireThrough", "Fire Through", "basic"),
  focus: action("focus", "Focus", "simple"),
  interact: action("interact", "Interact", "simple"),
  move: action("move", "Move", "simple"),
  raiseTheAlarm: action("raiseTheAlarm", "Raise The Alarm", "basic"),
  reload: action("reload", "Reload", "simple"),
  shoot: action("shoot", "Shoot", "basic"),
  standUp: action("standUp", "Stand Up", "basic"),
  takeCover: action("takeCover", "Take Cover", "basic"),
};

/**
 * "The Actions available to a fighter are primarily determined by the fighter's current status": exactly the printed
 * lists, in printed order. Ruling 12: "the rules list no Broken actions".
 */
export const STATUS_ACTIONS: Readonly<Record<Status, readonly ActionId[]>> = {
  seriouslyInjured: ["crawl"],
  pinned: ["blindfire", "crawl", "crawlThrough", "detect", "reload", "standUp"],
  engaged: ["disengage", "fight"],
  active: [
    "accessTerminal",
    "aim",
    "blindfire",
    "carry",
    "carryHeavy",
    "charge",
    "coupDeGrace",
    "crawlThrough",
    "detect",
    "doubleMove",
    "entrench",
    "exert",
    "fireThrough",
    "focus",
    "interact",
    "move",
    "raiseTheAlarm",
    "reload",
    "shoot",
    "takeCover",
  ],
  broken: [],
};

/** The section each list is printed under, for refusals and cards. */
export const STATUS_ACTIONS_RULE: Readonly<Record<Status, string>> = {
  seriouslyInjured: "Standard Seriously Injured Actions",
  pinned: "Standard Pinned Actions",
  engaged: "Standard Engaged Actions",
  active: "Standard Active Actions",
  broken: "Ready Fighters",
};

/** What one action costs: "a Double Action takes two Actions to use"; Basic and Simple one. */
export const actionCost = (id: ActionId): number => (ACTIONS[id].type === "double" ? 2 : 1);
