// The Bracket Busters panel names each fighter's v14 Level (issue 39): on the Tourney Arena made a two-floor scene, a
// fighter upstairs while the battle is fought on the ground is marked so on every client; on v13 nothing new shows.
import { afterEach, describe, expect, it, vi } from "vitest";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import type { Client, Generation } from "../../double";
import type { Scene, TokenDocument } from "../../double/documents";
import { clients, combatOf, tourneyTable, type GangTable } from "../bracket-busters/gang-table";

const GROUND = "ground0000000000",
  UPSTAIRS = "upstairs00000000";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The arena on `generation`, its gangs given to Alice and Bob; on v14 two floors, one fighter (`upstairs`) above. */
async function arenaOn(generation: Generation): Promise<GangTable & { upstairs: string }> {
  vi.stubEnv("FPB_FOUNDRY_GENERATION", String(generation));
  const table = await tourneyTable();
  vi.unstubAllEnvs();
  const { gm, world } = table;
  const scene = gm.game.scenes.get(table.sceneId)! as Scene;
  const upstairs = `Actor.${scene.tokens.contents.at(-1)!.actorId}`;
  if (generation === 14) {
    await gm.run(() =>
      scene.createEmbeddedDocuments("Level", [
        { _id: GROUND, name: "Ground", elevation: { bottom: 0, top: 10 } },
        { _id: UPSTAIRS, name: "Upstairs", elevation: { bottom: 10, top: 20 } },
      ]),
    );
    await gm.run(() =>
      scene.updateEmbeddedDocuments(
        "Token",
        scene.tokens.map((token: TokenDocument) => ({
          _id: token.id,
          level: `Actor.${token.actorId}` === upstairs ? UPSTAIRS : GROUND,
        })),
      ),
    );
    await world.settle();
  }
  const combat = combatOf(gm, table);
  const proposed = gm.run(() => proposedGangs(combat as never));
  await gm.run(() =>
    setUpGangBattleWith(combat as never, [
      { ...proposed[0]!, playerId: table.alice.userId },
      { ...proposed[1]!, playerId: table.bob.userId },
    ]),
  );
  await world.settle();
  return { ...table, upstairs };
}

/** Each fighter row of the panel on a client: its fighter, level label and tooltip, and whether it is marked off. */
const fighterLevels = (client: Client) =>
  [...(client.tracker?.querySelectorAll<HTMLElement>("[data-fpb-gang-panel] li[data-fpb-fighter]") ?? [])].map(
    (row) => {
      const label = row.querySelector<HTMLElement>(".fpb-gang-name .fpb-row-level");
      return {
        id: row.dataset["fpbFighter"],
        level: label?.textContent ?? null,
        tooltip: label?.dataset["tooltip"] ?? null,
        off: row.classList.contains("fpb-off-level"),
      };
    },
  );

describe("the Bracket Busters panel names each fighter's v14 Level", () => {
  it("v14, two floors: every row names its level; the fighter upstairs is marked off the battle's level", async () => {
    const table = await arenaOn(14);
    for (const client of clients(table)) {
      const rows = fighterLevels(client);
      expect(rows.length, client.user.name).toBeGreaterThan(2);
      for (const row of rows) {
        const up = row.id === table.upstairs;
        expect(row, `${client.user.name}: ${row.id}`).toEqual({
          id: row.id,
          level: up ? "On Upstairs" : "On Ground",
          tooltip: up
            ? "On Upstairs, not on the battle's level (Ground): left out of the battlefield, so measure its " +
              "distance, Line of Sight and Cover by hand."
            : null,
          off: up,
        });
      }
      expect(rows.filter(({ off }) => off)).toHaveLength(1);
    }
    expect(table.world.errors).toEqual([]);
  });

  it("v13: the same arena's rows show no level", async () => {
    const table = await arenaOn(13);
    for (const client of clients(table)) {
      expect(fighterLevels(client).length).toBeGreaterThan(2);
      expect(client.tracker?.querySelectorAll(".fpb-row-level, .fpb-off-level")).toHaveLength(0);
    }
    expect(table.world.errors).toEqual([]);
  });
});
