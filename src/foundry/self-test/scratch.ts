import { documentAt } from "../table/documents/by-uuid";

interface Deletable {
  readonly uuid: string;
}

/**
 * The documents one check (or the first session) created, deleted afterwards newest first, and nothing else: a
 * world document is named by its UUID, so a document already gone (deleted with its parent) is skipped.
 */
export class Scratch {
  readonly #uuids: string[] = [];

  /** Remembers a created document for deletion and hands it back; fails the check when nothing was created. */
  keep<T extends Deletable>(document: T | null | undefined, what: string): T {
    if (!document) throw new Error(`Foundry did not create the ${what}`);
    this.#uuids.push(document.uuid);
    return document;
  }

  /** Remembers documents by UUID (an import's results, chat messages seen while the check ran). */
  keepUuids(uuids: Iterable<string>): void {
    for (const uuid of uuids) if (!this.#uuids.includes(uuid)) this.#uuids.push(uuid);
  }

  /** Deletes everything remembered, newest first; returns what could not be deleted (for the failure message). */
  async dispose(): Promise<string[]> {
    const failed: string[] = [];
    for (const uuid of this.#uuids.splice(0).reverse()) {
      try {
        const document = (await documentAt(uuid)) as { delete?: () => Promise<unknown> } | null;
        await document?.delete?.();
      } catch (error) {
        failed.push(`${uuid}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed;
  }
}

/** Runs a check with its own scratch documents, deleted afterwards whether the check passed or not. */
export async function withScratch<T>(check: (scratch: Scratch) => Promise<T>): Promise<T> {
  const scratch = new Scratch();
  try {
    return await check(scratch);
  } finally {
    const failed = await scratch.dispose();
    if (failed.length > 0) console.warn("five-parsecs-battle | self-test: could not delete", failed);
  }
}
