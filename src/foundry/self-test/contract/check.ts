import type { Assert } from "../quench-types";

/**
 * One row's live check in docs/foundry-contract.md: its check name (`update.dottedNested`), what it shows, and either
 * how to run it on one GM client or why it cannot be (rows that need a second browser). `generations` lists the core
 * generations whose behaviour the row states (both when absent); a check whose behaviour differs between them asserts
 * the running generation's and says so in `says`.
 */
export type ContractCheck =
  | {
      readonly name: string;
      readonly says: string;
      readonly generations?: readonly number[];
      /** `skip` (absent off Quench) marks the test skipped, for a check the browser refused to set up. */
      readonly run: (assert: Assert, skip?: (reason: string) => never) => Promise<void> | void;
    }
  | { readonly name: string; readonly says: string; readonly generations?: readonly number[]; readonly skip: string };

export interface ContractSection {
  readonly title: string;
  readonly checks: readonly ContractCheck[];
}

export const TWO_CLIENTS = "needs a second browser logged in as a player";

/** A row that needs two clients. */
export const twoClients = (name: string, says: string): ContractCheck => ({ name, says, skip: TWO_CLIENTS });
