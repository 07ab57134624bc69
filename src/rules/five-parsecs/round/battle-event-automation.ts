/**
 * How far the module automates each of the 24 "Battle Events on Round 2 and Round 4". Every event is announced with
 * its full text (from BATTLE_EVENTS); this map says what happens beyond that, so players know what to do by hand.
 *
 * - "applies": the round state machine carries the event out (state changes, rolls, extra or lost activations).
 * - "tracks": the machine remembers the event and prompts at the right moment; placing things on the table is the
 *   player's.
 * - "announces": text only (and the random figure, when the event selects one), because it needs the table
 *   (terrain, positions, line of sight) or a table these rules do not give (ruling 4).
 */
export type AutomationLevel = "applies" | "tracks" | "announces";

export const BATTLE_EVENT_IDS = [
  "renewedEfforts",
  "enemyReinforcements",
  "changeOfPlans",
  "lostHeart",
  "seizedTheMoment",
  "critters",
  "ammoFault",
  "visibilityChange",
  "tougherThanExpected",
  "snapShot",
  "cunningPlan",
  "possibleReinforcements",
  "clockIsRunningOut",
  "environmentalHazard",
  "aDesperatePlan",
  "aMomentOfHesitation",
  "fumbledGrenade",
  "backUp",
  "enemyVip",
  "fogCloud",
  "lost",
  "iFoundSomething",
  "looksValuable",
  "youWantMeToCheckThatOut",
] as const;
export type BattleEventId = (typeof BATTLE_EVENT_IDS)[number];

export interface EventAutomation {
  readonly level: AutomationLevel;
  /** Which side the module selects a random figure from when the event rolls, or null. */
  readonly randomFigure: "crew" | "enemy" | null;
  /** What the module does, in a sentence, for the rules notes and the chat card. */
  readonly note: string;
}

export const BATTLE_EVENT_AUTOMATION: Readonly<Record<BattleEventId, EventAutomation>> = {
  renewedEfforts: {
    level: "applies",
    randomFigure: null,
    note: "Every later round, after all enemy figures have acted, a random enemy gets an extra activation; rolled again, one more (ruling 9).",
  },
  enemyReinforcements: {
    level: "announces",
    randomFigure: null,
    note: "Place the 2 figures (one a Specialist), add their tokens to the combat and then to the battle (the card's button); they act from the next round.",
  },
  changeOfPlans: {
    level: "applies",
    randomFigure: null,
    note: "Enemies with a ranged weapon switch to Cautious (Tactical if already Cautious); the main AI type follows.",
  },
  lostHeart: {
    level: "applies",
    randomFigure: null,
    note: "At the end of the next round the enemy leaves the field and the battle ends; you Hold the Field.",
  },
  seizedTheMoment: {
    level: "applies",
    randomFigure: null,
    note: "Choose a crew member; next round it activates in both the Quick and the Slow Actions phases.",
  },
  critters: {
    level: "announces",
    randomFigure: null,
    note: "Vent Crawlers (p.102) are not in these rules: place and run them by hand.",
  },
  ammoFault: {
    level: "applies",
    randomFigure: "crew",
    note: "The module picks the crew member. If it fired through the tracker this round, that weapon is spent for the battle; otherwise a random ranged weapon it carries can fire only once. A shot fired from the sheet is not known to the round: correct the weapon's battle state by hand.",
  },
  visibilityChange: {
    level: "applies",
    randomFigure: null,
    note: "Rolls the D6; line of sight on the scene stops at the new vision range.",
  },
  tougherThanExpected: {
    level: "applies",
    randomFigure: "enemy",
    note: "The module picks the enemy, gives +1 Toughness (at most 6) and removes its Stun marker.",
  },
  snapShot: {
    level: "announces",
    randomFigure: null,
    note: "Choose the crew member and fire from its sheet; a Pistol hits automatically.",
  },
  cunningPlan: {
    level: "applies",
    randomFigure: null,
    note: "Next round there is no Reaction Roll: choose Quick or Slow for each crew member.",
  },
  possibleReinforcements: {
    level: "tracks",
    randomFigure: null,
    note: 'Place 3 markers (3 more beside any left, ruling 9); from the next round the module rolls for one at the start of each Enemy Actions phase. Remove a marker when a crew member comes within 3".',
  },
  clockIsRunningOut: {
    level: "applies",
    randomFigure: null,
    note: "From the end of the next round the module rolls the D6; a 6 ends the battle without objectives.",
  },
  environmentalHazard: {
    level: "announces",
    randomFigure: null,
    note: "Select the terrain feature and roll for the figures near it by hand.",
  },
  aDesperatePlan: {
    level: "applies",
    randomFigure: "crew",
    note: "The module picks the crew member who cannot act next round; choose another to act in both the Quick and Slow phases.",
  },
  aMomentOfHesitation: {
    level: "applies",
    randomFigure: null,
    note: "Next round there is no Reaction Roll: choose the one Quick figure (a Feral if the crew has one); the rest are Slow.",
  },
  fumbledGrenade: {
    level: "announces",
    randomFigure: "enemy",
    note: "The module picks the enemy; move the figures and mark the Stun by hand (nothing happens if that enemy would not use grenades).",
  },
  backUp: {
    level: "announces",
    randomFigure: null,
    note: "If a spare crew member arrives, add its token to the combat and then to the battle (the card's button); it rolls a Reaction die next round, or acts in the Slow Actions phase if it joins after the dice are rolled.",
  },
  enemyVip: {
    level: "announces",
    randomFigure: null,
    note: "The Unique Individual table is not in these rules: place the figure, then add it to the battle (the card's button).",
  },
  fogCloud: {
    level: "applies",
    randomFigure: null,
    note: 'Line of sight on the scene is blocked past 2" through the fog cloud, 6" around the centre of the table.',
  },
  lost: {
    level: "applies",
    randomFigure: "crew",
    note: "Unless the crew is outnumbered, the module picks the crew member and removes it from the battle (not a casualty).",
  },
  iFoundSomething: {
    level: "announces",
    randomFigure: "crew",
    note: "The module picks the crew member; place the marker and roll on the Loot table (p.131) by hand.",
  },
  looksValuable: {
    level: "announces",
    randomFigure: "crew",
    note: "The module picks the crew member; place the marker by hand.",
  },
  youWantMeToCheckThatOut: {
    level: "announces",
    randomFigure: "crew",
    note: "The module picks the crew member; if they go, remove them from the battle (they left the field).",
  },
};

export const isBattleEventId = (id: string): id is BattleEventId =>
  (BATTLE_EVENT_IDS as readonly string[]).includes(id);

/** "At the end of Round 2 ... roll once on this table ... Roll a second random event at the end of Round 4. No additional events are rolled." */
export const BATTLE_EVENT_ROUNDS: readonly number[] = [2, 4];
