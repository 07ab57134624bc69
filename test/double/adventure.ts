/** Importing an Adventure's source (as a compendium holds it) into the world on a client: `Adventure#import`. */
import type { Client } from "./client";
import { Adventure } from "./documents";
import type { Plain } from "./utils";

export async function importAdventure(client: Client, source: Plain): Promise<Record<string, unknown[]>> {
  return client.run(async () => {
    const adventure = new Adventure(structuredClone(source), { parent: null, client });
    return (await adventure.import()).created;
  });
}
