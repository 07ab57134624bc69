// A token moved in v13 (contract H11): `TokenDocument#move`, as a drag moves it, is an update whose changes carry x and
// y, so `preUpdateToken` on the moving client sees where the token is going and may refuse it (H1). Bracket Busters'
// move guard stands on this; the in-world check runs here on the double too.
import { describe, it } from "vitest";
import { CANVAS_CHECKS } from "../../../src/foundry/self-test/contract/canvas-checks";
import { passesOnTheDouble } from "./in-world-check";

describe("a token's move reaches preUpdateToken (H11)", () => {
  it("the in-world check canvas.movePreUpdate passes on the double", () =>
    passesOnTheDouble(CANVAS_CHECKS, "canvas.movePreUpdate"));
});
