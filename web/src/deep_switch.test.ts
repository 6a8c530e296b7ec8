import { describe, expect, it } from "vitest";
import {
  deepStatus,
  deepSwitchView,
  NO_TOKEN_NOTE,
  OLD_SERVER_NOTE,
  type DeepState,
} from "./deep_switch";

const live = (mode: DeepState["mode"], period = 0, burst = 0): DeepState => ({
  switchable: true,
  reason: null,
  mode,
  period,
  burst,
});

const pressable = (v: ReturnType<typeof deepSwitchView>) =>
  v.choices.filter((c) => !c.disabled).map((c) => c.mode);
const active = (v: ReturnType<typeof deepSwitchView>) =>
  v.choices.filter((c) => c.active).map((c) => c.mode);

describe("deep switch", () => {
  it("shows the current mode and offers the others", () => {
    const v = deepSwitchView(live("sampled"), true, null, null);
    expect(active(v)).toEqual(["sampled"]);
    expect(pressable(v)).toEqual(["off", "every"]);
    expect(v.note).toBeNull();
    expect(v.status).toBe("Deep mode: sampled, 2 steps every 100.");
  });

  it("offers every choice when steplens never set a mode", () => {
    const v = deepSwitchView(live(null), true, null, null);
    expect(active(v)).toEqual([]);
    expect(pressable(v)).toEqual(["off", "sampled", "every"]);
    expect(v.status).toBe("Deep mode: as the training script sets it.");
  });

  it("locks every choice while a switch is on its way, marking the one asked for", () => {
    const v = deepSwitchView(live("off"), true, "every", null);
    expect(pressable(v)).toEqual([]);
    expect(active(v)).toEqual(["every"]);
    expect(v.status).toBe("Switching deep mode to every…");
  });

  it("is disabled with the server's reason on a served or ended run", () => {
    const reason = "this run has ended: deep mode can be switched only while it runs";
    const v = deepSwitchView({ ...live("every"), switchable: false, reason }, true, null, null);
    expect(pressable(v)).toEqual([]);
    expect(v.note).toBe(reason);
    expect(active(v)).toEqual(["every"]);
  });

  it("is disabled without a token, and without the server's state", () => {
    expect(pressable(deepSwitchView(live("off"), false, null, null))).toEqual([]);
    expect(deepSwitchView(live("off"), false, null, null).note).toBe(NO_TOKEN_NOTE);
    const old = deepSwitchView(undefined, true, null, null);
    expect(pressable(old)).toEqual([]);
    expect(old.note).toBe(OLD_SERVER_NOTE);
  });

  it("shows the last switch's error until a reason to lock outranks it", () => {
    expect(deepSwitchView(live("off"), true, null, "the run is ending").note).toBe(
      "the run is ending",
    );
    expect(deepSwitchView(live("off"), false, null, "the run is ending").note).toBe(NO_TOKEN_NOTE);
  });

  it("words the modes", () => {
    expect(deepStatus(live("off"))).toBe("Deep mode: off.");
    expect(deepStatus(live("every"))).toBe("Deep mode: every step.");
    expect(deepStatus(live("sampled", 40, 1))).toBe("Deep mode: sampled, 1 step every 40.");
    expect(deepStatus(null)).toBe("Deep mode: as the training script sets it.");
  });
});
