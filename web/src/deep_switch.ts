// Deep mode's switch on the run page (views/layers.ts draws it): which choice is shown as
// current, which can be pressed, and the sentence beside them, from the `deep` state the
// server adds to GET /api/runs/<id>/layers. Pure: the server decides whether the run can be
// switched and why not (docs/reference/http.md#deep); POST /api/runs/<id>/deep switches it.

export type DeepModeName = "off" | "every" | "sampled";

/** The server's `deep` object in the layers answer. */
export interface DeepState {
  switchable: boolean;
  /** Why the run cannot be switched (a served or ended run); null when it can. */
  reason: string | null;
  /** The mode steplens last asked the ranks for; null: none (the script decides). */
  mode: DeepModeName | null;
  /** Sampled: a burst of `burst` steps every `period` (0 = the ranks' own, 100 and 2). */
  period: number;
  burst: number;
}

export const DEEP_CHOICES: { mode: DeepModeName; label: string }[] = [
  { mode: "off", label: "off" },
  { mode: "sampled", label: "sampled" },
  { mode: "every", label: "every step" },
];

export interface DeepChoice {
  mode: DeepModeName;
  label: string;
  active: boolean;
  disabled: boolean;
}

export interface DeepSwitchView {
  choices: DeepChoice[];
  /** The current mode in words. */
  status: string;
  /** Why the choices cannot be pressed (null when they can), or the last switch's error. */
  note: string | null;
}

export const NO_TOKEN_NOTE =
  "To switch deep mode here, open the dashboard at the URL steplens printed (it carries ?token=).";
export const OLD_SERVER_NOTE = "This steplens server cannot switch deep mode.";

/** The sentence for the current mode. */
export function deepStatus(state: DeepState | null | undefined): string {
  if (!state || state.mode === null) return "Deep mode: as the training script sets it.";
  if (state.mode === "off") return "Deep mode: off.";
  if (state.mode === "every") return "Deep mode: every step.";
  const period = state.period > 0 ? state.period : 100;
  const burst = state.burst > 0 ? state.burst : 2;
  return `Deep mode: sampled, ${burst} step${burst === 1 ? "" : "s"} every ${period}.`;
}

/** The switch as drawn: `pending` is the mode being sent (null: none), `error` the last
 *  switch's refusal, `hasToken` whether the page was opened with a token. */
export function deepSwitchView(
  state: DeepState | null | undefined,
  hasToken: boolean,
  pending: DeepModeName | null,
  error: string | null,
): DeepSwitchView {
  let note: string | null = null;
  if (!state) note = OLD_SERVER_NOTE;
  else if (!state.switchable) note = state.reason ?? OLD_SERVER_NOTE;
  else if (!hasToken) note = NO_TOKEN_NOTE;
  const locked = note !== null || pending !== null;
  const current = pending ?? state?.mode ?? null;
  return {
    choices: DEEP_CHOICES.map((c) => ({
      ...c,
      active: c.mode === current,
      disabled: locked || c.mode === state?.mode,
    })),
    status: pending ? `Switching deep mode to ${pending}…` : deepStatus(state),
    note: note ?? error,
  };
}
