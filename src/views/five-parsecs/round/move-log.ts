import type { Battlefield, MovePath } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";
import type { RoundCard } from "./round-cards";

const key = (name: string): string => `FPB.Round.MoveLog.${name}`;

/** Inches as the table reads them: one decimal, none when whole ("6.5", "5"). */
export const inchesText = (inches: number): string => String(Math.round(inches * 10) / 10);

/**
 * What a crew move was, for its log line: a Move (never after the Combat Action: "Move, then make a Combat Action,
 * never in reverse order"), a Dash, or the seize's one normal Move.
 */
export type MoveKind = "move" | "dash" | "seize";

/**
 * What the path paid for beyond its length, in the order met: doors and windows ("+1"", "+2""), climbs, difficult
 * ground, a leap, a jump down. Empty for a plain walk, so the log line reads "Moved 4"" with nothing added.
 */
export function throughWords(path: MovePath, table: Battlefield, i18n: Localizer): string {
  const featureName = (id: string): string => table.features.find((f) => f.id === id)?.name ?? id;
  const parts = path.notes.map((note) => {
    const data = { inches: inchesText(note.inches), feature: featureName(note.id) };
    return i18n.format(key(`Through.${note.kind}`), data);
  });
  const jump = path.jump;
  if (jump && !path.notes.some((n) => n.kind === "jump"))
    parts.push(i18n.format(key("Through.jump"), { inches: inchesText(jump.drop) }));
  if (jump?.hitDamage != null) parts.push(i18n.format(key("JumpHit"), { damage: String(jump.hitDamage) }));
  return parts.length === 0 ? "" : ` ${parts.join(", ")}`;
}

/**
 * The chat entry of a crew move: how far it went and what the ground cost, and what it used up ("a Dash, the Combat
 * Action is used"), so a Move that became a Dash through a window never goes unsaid.
 */
export function moveLogCard(
  figure: string,
  kind: MoveKind,
  path: MovePath,
  allowance: number,
  table: Battlefield,
  i18n: Localizer,
): RoundCard {
  const text = i18n.format(key(`Kind.${kind}`), {
    inches: inchesText(path.cost),
    through: throughWords(path, table, i18n),
    allowance: inchesText(allowance),
  });
  return { title: i18n.format(key("Title"), { figure }), steps: [], notes: [text], buttons: [] };
}
