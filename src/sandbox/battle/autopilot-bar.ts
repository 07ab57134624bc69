import { localizer as i18n } from "../common";
import type { AutopilotStatus } from "./autopilot-loop";
import { esc } from "./html";

const t = (key: string): string => esc(i18n.localize(`FPB.Sandbox.Battle.Autopilot.${key}`));

/** The autopilot's line under the header: what it is doing or why it waits, and Pause / Step / Resume. */
export function renderAutopilotBar(holder: HTMLElement, status: AutopilotStatus): void {
  holder.hidden = !status.on;
  if (!status.on) {
    holder.innerHTML = "";
    return;
  }
  const pause = status.pause;
  const line = pause
    ? esc(i18n.format(`FPB.Sandbox.Battle.Autopilot.Why.${pause.reason}`, { ...pause.data }))
    : t(status.held ? "Held" : "Running");
  const waiting = status.held || pause !== null;
  holder.dataset["paused"] = pause ? pause.reason : status.held ? "held" : "";
  holder.innerHTML = `<p data-testid="autopilot-line">${line}</p>
    <div class="fpb-round-buttons">
      <button type="button" data-autopilot="pause" data-testid="autopilot-pause"${waiting ? " disabled" : ""}>${t("Pause")}</button>
      <button type="button" data-autopilot="step" data-testid="autopilot-step">${t("Step")}</button>
      <button type="button" data-autopilot="resume" data-testid="autopilot-resume"${waiting ? "" : " disabled"}>${t("Resume")}</button>
    </div>`;
}
