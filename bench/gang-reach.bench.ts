import { bench, describe } from "vitest";
import { BracketBusters as BB, buildBattlefield, ScriptedDice, type RawBattlefield } from "../src/rules";
import { withFighters } from "../src/foundry/bracket-busters/gang-battlefield";
import { BattlefieldCache } from "../src/foundry/table/battlefield/cache";
import { battlefieldOfScene, rawBattlefieldOf } from "../src/foundry/table/battlefield/scene-to-battlefield";
import samples from "../data/bracket-busters-samples.json";
import { sceneDataOf } from "../test/foundry/battlefield/scene-fixture";
import { fighter, gang } from "../test/rules/bracket-busters/helpers";
import { densityScene } from "./density-scene";

/**
 * Issue 37, "what a person waits for": Bracket Busters' movement reach (drawn while a movement action is hovered or
 * made: bracket-busters/gang-reach-overlay.ts) and the Group Activation candidates (the panel's nominating list), as the
 * adapter works them out: the scene's kept snapshot from the `BattlefieldCache`, the fighters placed on it
 * (`withFighters`, what `gangBattlefield` adds to the snapshot), then the rules' `movementReach`; the candidates from
 * the fighters' positions. The positions' reading from the tokens and the PIXI drawing are not timed (no Foundry here).
 *
 * Two scenes: the Tourney Arena (24" square, the sample gangs' 13 fighters deployed as the adventure deploys them) and
 * the constant-density scene of 20,000 wall segments (`density-scene.ts`, a 304" table, two gangs of 7 and 6 where its
 * enemies and crew stand, in the 48" square in the middle). The gang leader activates: its Move (5") and Double Move
 * (10"). Goal: under 5 ms. Beside them ("baseline"), what the reach cost before `gangBattlefield` kept the snapshot: the
 * scene read and built whole, with the fighters, at every call.
 */
const BENCH = { time: 1500, warmupIterations: 5 };

interface SampleFighter {
  readonly key: string;
  readonly name: string;
  readonly type: BB.Fighter["type"];
  readonly profile: BB.Profile;
  readonly groupActivation: { radius: number; extraFighters: number; allowedTypes: BB.Fighter["type"][] } | null;
}

/** The sample gangs' first two, as the rules take them. */
const sampleGangs = samples.gangs.slice(0, 2).map((g) =>
  gang(
    g.id,
    (g.fighters as unknown as SampleFighter[]).map((f) =>
      fighter(`${g.id}.${f.key}`, g.id, {
        name: f.name,
        type: f.type,
        profile: f.profile,
        groupActivation: f.groupActivation ? { ...f.groupActivation, restriction: "" } : null,
      }),
    ),
  ),
);

async function actionPhase(): Promise<BB.BattleState> {
  let state = BB.createBattle({ gangs: sampleGangs });
  state = (await BB.advance(state, { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
  state = (await BB.advance(state, { type: "readyFighters" }, new ScriptedDice([]))).state;
  if (state.phase !== "action") throw new Error(`gang reach bench: the battle is in ${state.phase}, not action`);
  return state;
}
const state = await actionPhase();
const leader = sampleGangs[0]!.fighters.find((f) => f.groupActivation)!;

/** The Tourney Arena's deployment (scripts/lib/bracket-busters-packs.mjs `tourneyScene`): each gang along its edge. */
function arenaPositions(): BB.Positions {
  return Object.fromEntries(
    sampleGangs.flatMap((g, k) => {
      const d = samples.deployment[k]!;
      return g.fighters.map((f, i): [string, BB.Placement] => [
        f.id,
        {
          x: d.origin.x + d.step.x * i + d.stagger.x * (i % 2),
          y: d.origin.y + d.step.y * i + d.stagger.y * (i % 2),
          facing: d.facing,
          radius: samples.baseRadius,
        },
      ]);
    }),
  );
}

/** The density scene's enemies and crew as the two gangs' fighters, in order. */
function densityPositions(raw: RawBattlefield): BB.Positions {
  const [enemies, crew] = [
    raw.figures!.filter((f) => f.side === "enemy"),
    raw.figures!.filter((f) => f.side === "crew"),
  ];
  return Object.fromEntries(
    sampleGangs.flatMap((g, k) =>
      g.fighters.map((f, i): [string, BB.Placement] => {
        const at = (k === 0 ? enemies : crew)[i]!;
        return [f.id, { x: at.centre.x, y: at.centre.y, facing: at.facing ?? 0, radius: samples.baseRadius }];
      }),
    ),
  );
}

const density = densityScene({ walls: 20_000, enemies: 7, crew: 6 });
const scenes: { name: string; raw: RawBattlefield; positions: BB.Positions }[] = [
  {
    name: `the Tourney Arena (${samples.arena.walls.length} walls, ${samples.arena.features.length} terrain features)`,
    raw: samples.arena as unknown as RawBattlefield,
    positions: arenaPositions(),
  },
  {
    name: `constant density, ${density.walls!.length.toLocaleString("en")} wall segments, ${density.width}" table`,
    raw: { ...density, figures: [] },
    positions: densityPositions(density),
  },
];

for (const { name, raw, positions } of scenes) {
  const scene = sceneDataOf(raw);
  const build = () => battlefieldOfScene(scene, 1);
  const cache = new BattlefieldCache();
  cache.get(scene.id, build);
  const reach = (inches: number) => () => {
    const battlefield = withFighters(cache.get(scene.id, build).battlefield!, state, positions);
    BB.movementReach(battlefield, leader.id, inches);
  };
  const figures = withFighters(cache.get(scene.id, build).battlefield!, state, positions).figures;
  describe(`Bracket Busters movement reach and Group Activation: ${name}; goal: under 5 ms`, () => {
    bench(
      `baseline: Move (${leader.profile.movement}") on a full build of the scene and the fighters`,
      () => {
        const { raw: whole } = rawBattlefieldOf(scene, 1);
        BB.movementReach(buildBattlefield({ ...whole!, figures }).battlefield, leader.id, leader.profile.movement);
      },
      BENCH,
    );
    bench(`movement reach, Move (${leader.profile.movement}")`, reach(leader.profile.movement), BENCH);
    bench(`movement reach, Double Move (${leader.profile.movement * 2}")`, reach(leader.profile.movement * 2), BENCH);
    bench(
      "Group Activation candidates of the leader",
      () => {
        BB.groupActivationCandidates(state, leader.id, positions);
      },
      BENCH,
    );
  });
}
