/**
 * Why the battle round refused a player's move. A refusal is an answer, never an exception: the adapter shows
 * `message` (or words `code` in the user's language) and the state stays as it was. Exceptions are kept for
 * programmer errors (a state that cannot happen, dice that misbehave).
 */
export interface Refusal {
  /** A stable key the adapter can localise ("FPB.Refusal.<code>"). */
  readonly code: string;
  /** The reason in plain English, naming the rule. */
  readonly message: string;
}

export const refusal = (code: string, message: string): Refusal => ({ code, message });

/** The input does not fit the battle's current phase. */
export const wrongPhase = (state: { readonly round: number; readonly phase: string }, what: string): Refusal =>
  refusal("wrongPhase", `${what} is not possible now (round ${state.round}, ${state.phase} phase).`);

/**
 * The input is not one the round understands: a wrong shape, a word outside the rules' vocabulary, a number that is
 * not finite or breaks LIMITS. Names the field and the value, so a macro's author can see what to fix.
 */
export const badInput = (type: string, detail: string): Refusal =>
  refusal("badInput", `Not a valid ${type} input: ${detail}.`);
