import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKERS, UNHARMED, withMarker, type FigureCondition } from "../../../../src/rules";

describe("Stun and Shock markers", () => {
  it('Stun: "A figure can have only one Stun marker. Duplicate markers are ignored."', () => {
    const stunned = withMarker(UNHARMED, "stunned");
    expect(stunned.marker).toBe("stunned");
    expect(withMarker(stunned, "stunned")).toBe(stunned);
  });

  it('Shock: "shock takes precedence over stun", and "Shocked figures ignore stun results"', () => {
    expect(withMarker(withMarker(UNHARMED, "stunned"), "shocked").marker).toBe("shocked");
    expect(withMarker(withMarker(UNHARMED, "shocked"), "stunned").marker).toBe("shocked");
  });

  it("keeps every casualty effect when a marker is added", () => {
    const wounded: FigureCondition = { ...UNHARMED, wounded: true, bleeding: true };
    expect(withMarker(wounded, "stunned")).toEqual({ ...wounded, marker: "stunned" });
  });

  it("ends in Shock whenever any Shock was among the markers received, in any order (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MARKERS), { minLength: 1 }), (markers) => {
        const end = markers.reduce(withMarker, UNHARMED);
        expect(end.marker).toBe(markers.includes("shocked") ? "shocked" : "stunned");
      }),
    );
  });
});
