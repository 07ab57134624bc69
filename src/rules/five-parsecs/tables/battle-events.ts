import type { RollTableSource } from "../../core/tables/roll-table";

/**
 * Battle Events on Round 2 and Round 4 (five-parsecs-battle-rules.md, End Phase): rolled once at the end of Round 2 and
 * once at the end of Round 4. Names and texts are verbatim from the rules; the test
 * test/rules/tables/battle-events.test.ts re-reads the rules file and fails if they drift. References to tables the rules
 * do not give (Vent Crawlers p.102, Loot p.131, Unique Individual) stay as text, per ruling 4 in docs/rulings.md.
 */
export const BATTLE_EVENTS: RollTableSource = {
  id: "battleEvents",
  name: "Battle Events",
  section: "Battle Events on Round 2 and Round 4",
  formula: "1d100",
  description:
    "Battle Events add a random component to the tabletop battle beyond the simple to Hit rolls and damage checks. At the end of Round 2 of the battle, roll once on this table and apply the result to the gaming table. Roll a second random event at the end of Round 4. No additional events are rolled.",
  results: [
    {
      id: "renewedEfforts",
      range: [1, 5],
      name: "Renewed efforts",
      text: "The enemy is making a concerted effort to push you back. For the rest of the battle, after all enemy figures have acted, select a random figure that may immediately take a second Move and second Combat Action.",
    },
    {
      id: "enemyReinforcements",
      range: [6, 9],
      name: "Enemy reinforcements",
      text: "An additional 2 enemy figures arrive at the centre of the opposing battlefield edge. One is armed as a Specialist (if applicable to the enemy type).",
    },
    {
      id: "changeOfPlans",
      range: [10, 13],
      name: "Change of plans",
      text: "The enemy switches to the Cautious AI type for the rest of the battle. If they were already Cautious, they instead switch to Tactical AI. Enemies with no ranged attacks are unaffected by this event.",
    },
    {
      id: "lostHeart",
      range: [14, 16],
      name: "Lost heart",
      text: "The enemy has had enough of this fight. At the end of the next round, they will leave the field.",
    },
    {
      id: "seizedTheMoment",
      range: [17, 20],
      name: "Seized the moment",
      text: "Select a crew member who may move and act in both the Quick and Slow Actions phases next round.",
    },
    {
      id: "critters",
      range: [21, 26],
      name: "Critters!",
      text: "Place 1D3 Vent Crawlers (p.102) in the centre of the table, and move each of them 1D6” in a random direction. At the beginning of the Enemy Actions phase, they will move towards the nearest figure and attack, regardless of which side the figure is on. If you are already fighting Vent Crawlers, this is bad news, as they are of course part of the enemy brood.",
    },
    {
      id: "ammoFault",
      range: [27, 30],
      name: "Ammo fault",
      text: "Select a random figure in your crew. If they fired a weapon last round, it cannot be used for the rest of the battle. If they did not, select a random carried weapon, which can be fired only once this battle.",
    },
    {
      id: "visibilityChange",
      range: [31, 34],
      name: "Visibility change",
      text: "If visibility is currently reduced, increase the vision range by +1D6”. If visibility is currently unlimited, reduce it to 1D6+6”.",
    },
    {
      id: "tougherThanExpected",
      range: [35, 38],
      name: "Tougher than expected",
      text: "Select a random enemy figure. They receive +1 Toughness (to a maximum of 6) and remove all current stun markers on that figure.",
    },
    {
      id: "snapShot",
      range: [39, 42],
      name: "Snap shot",
      text: "Select a figure in your crew. They may fire a weapon immediately. If the weapon is a Pistol, it Hits automatically, otherwise roll to Hit normally.",
    },
    {
      id: "cunningPlan",
      range: [43, 46],
      name: "Cunning plan",
      text: "In the next round, do not roll for Initiative. Each of your crew acts in the Quick or Slow Actions phase as you prefer.",
    },
    {
      id: "possibleReinforcements",
      range: [47, 50],
      name: "Possible reinforcements",
      text: "Place 3 markers evenly spaced along the opposing battlefield edge. At the start of the Enemy Actions phase next round, select a random marker, and roll 1D6. On a 5–6, a new basic enemy figure is placed on the marker, otherwise it is removed. Roll for one marker per round until they are all gone. If a crew member moves within 3” of a marker, it is removed instantly.",
    },
    {
      id: "clockIsRunningOut",
      range: [51, 54],
      name: "Clock is running out",
      text: "At the end of the next round and each round thereafter, roll 1D6. On a 6, the game ends immediately, and you are unable to complete any objectives. You will not count as Holding the Field unless you clear the table of enemies before this happens.",
    },
    {
      id: "environmentalHazard",
      range: [55, 60],
      name: "Environmental hazard",
      text: "Select a random terrain feature. Any figure currently in, on, or within 1” of the feature must roll 1D6+Savvy and achieve a 5+ (enemies roll 1D6 and must roll a 4+) or take a Damage +1 Hit, ignoring any Armor Saving Throws. The feature is safe afterwards.",
    },
    {
      id: "aDesperatePlan",
      range: [61, 65],
      name: "A desperate plan",
      text: "A random figure in your crew cannot act next round, but instead select another figure of choice that may act in both the Quick and Slow Actions phases.",
    },
    {
      id: "aMomentOfHesitation",
      range: [66, 70],
      name: "A moment of hesitation",
      text: "Next round, select a single figure that acts in the Quick Actions phase (if any Feral are in the squad, you must select a Feral). All other figures acts in the Slow Actions phase.",
    },
    {
      id: "fumbledGrenade",
      range: [71, 73],
      name: "Fumbled grenade",
      text: "A random enemy fumbles a grenade. The figure in question runs 6” in a random direction and is then stunned. Every figure, crew and enemy within 4” of the initial position will immediately run 4” directly away. The grenade then goes off harmlessly. If the enemy is one that would not use grenades, nothing happens.",
    },
    {
      id: "backUp",
      range: [74, 77],
      name: "Back up",
      text: "If you have spare crew not taking part in the battle, you may have one crew member arrive. Place them on the centre of your own battlefield edge.",
    },
    {
      id: "enemyVip",
      range: [78, 80],
      name: "Enemy VIP",
      text: "A Unique Individual immediately joins the enemy force. Place them on the centre of their battlefield edge.",
    },
    {
      id: "fogCloud",
      range: [81, 85],
      name: "Fog cloud",
      text: "A dense cloud of fog envelops the centre of the table for the rest of the battle. It extends 6” in every direction and blocks all visibility past 2”.",
    },
    {
      id: "lost",
      range: [86, 89],
      name: "Lost!",
      text: "A random crew member loses their way and misses the rest of the battle. Remove the figure from the battlefield. They re-join you safely afterwards, looking a bit sheepish. Ignore this event if you are currently outnumbered.",
    },
    {
      id: "iFoundSomething",
      range: [90, 93],
      name: "I found something!",
      text: "Randomly select a crew member, then place a marker 1D6” from them in a random direction. The enemy will ignore it. If any crew member moves into contact and spends a non-Combat Action, roll for a Loot item (p.131) and claim it for use immediately.",
    },
    {
      id: "looksValuable",
      range: [94, 97],
      name: "Looks valuable",
      text: "Randomly select a crew member, then place a marker 1D6” from them in a random direction. The enemy will ignore it. If any crew member moves into contact and spends a non-Combat Action, obtain 1D3 credits.",
    },
    {
      id: "youWantMeToCheckThatOut",
      range: [98, 100],
      name: "You want me to check that out?",
      text: "Select a random crew member. They may opt to go check out something they insist they saw. If they do, they are removed from the battle. After the battle ends, they may roll once on the Loot table (p.131). If you opt not to go, you cannot send a different character, and the chance is lost.",
    },
  ],
};
