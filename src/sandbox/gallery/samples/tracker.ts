import { createBattle, type BattleInput, type BattleState } from "../../../rules";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { trackerView, type Viewer } from "../../../views/five-parsecs/round/tracker-view";
import { GRUB, KARA, RAIDER, RAIDER_BOSS } from "./figures";
import { everyoneActs, nextToAct, step } from "./round-play";
import type { Sample } from "./sample";

const GM: Viewer = { isGM: true, owns: () => true };
const KARAS_PLAYER: Viewer = { isGM: false, owns: (figureId) => figureId === KARA.id };

const tracker = (caption: string, context: object): Sample => ({ caption, frame: "tracker", context });

const run = async (state: BattleState, input: BattleInput): Promise<BattleState> =>
  (await step(state, input, `gallery-tracker-${input.type}`)).state;
const FIGURES = [KARA, GRUB, RAIDER, RAIDER_BOSS];

/** The round panel above the combat tracker: before setup, then a battle driven through the rules' round machine. */
export async function trackerSamples(i18n: Localizer): Promise<Record<string, Sample[]>> {
  const fresh = createBattle({
    crew: [KARA, GRUB],
    enemies: [RAIDER, RAIDER_BOSS],
    difficulty: "normal",
    hiredMuscle: false,
  });
  const reaction = await run(fresh, { type: "declineSeize" });
  const rolled = await run(reaction, { type: "rollReactions" });
  const locked = await run(await run(rolled, { type: "assignMostQuick" }), { type: "lockReactions" });
  const first = await nextToAct(locked, FIGURES);
  const activation = first ? await run(locked, { type: "startActivation", figure: first }) : locked;
  const end = await everyoneActs(locked, FIGURES);
  // "Enemy Overwatch": the boss rolled it at the end of its activation (the round takes the roll only then); the round
  // keeps it until it acts again.
  const watching = await run(end, { type: "enterOverwatch", figure: RAIDER_BOSS });
  const sample = (key: string, state: BattleState, viewer: Viewer) =>
    tracker(i18n.localize(`FPB.Sandbox.Gallery.Sample.${key}`), { view: trackerView(state, viewer) });
  return {
    "templates/round/tracker-panel.hbs": [
      tracker(i18n.localize("FPB.Sandbox.Gallery.Sample.trackerNoBattle"), {
        setup: { noteKey: "FPB.Round.Setup.None", canSetUp: true },
      }),
      sample("trackerSeize", fresh, GM),
      sample("trackerReactionRolled", rolled, KARAS_PLAYER),
      sample("trackerActivation", activation, GM),
      sample("trackerEndPhase", end, GM),
      sample("trackerOverwatch", watching, KARAS_PLAYER),
    ],
  };
}
