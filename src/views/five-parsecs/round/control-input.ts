import { parseRoundInput, type RoundInput } from "./round-request";

/**
 * The round input a tracker control asks for, from its data attributes (and a select's value). Shared by the
 * module's tracker and the browser sandbox, so both read the same template the same way.
 */
export function roundInputOf(control: HTMLElement): RoundInput | null {
  const data = control.dataset;
  // The tag rather than `instanceof HTMLSelectElement`: the check must not need a DOM global to exist.
  const select = control.tagName === "SELECT" ? (control as HTMLSelectElement) : null;
  return parseRoundInput({
    type: data["fpbRound"],
    figureId: data["fpbFigure"],
    action: data["fpbAct"],
    eventId: data["fpbEvent"],
    phase: data["fpbPhase"],
    reason: data["fpbReason"],
    dieIndex: select ? Number(select.value) : undefined,
  });
}
