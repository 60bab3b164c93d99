"""A tiny hidden-information game for the front-end API tests (not shipped).

Seat 0 hides one of three gems; seat 1 guesses where. The gem's name is hidden
from seat 1 until the guess. Flags turn on deliberate bugs, so the conformance
tests can check that each check fires: leaks (a name in the log or an action
string, a description, a hint in the log), a clone that shares the random
generator, a wrong winner (a broken invariant), an illegal action accepted, a mask
that marks an illegal action, a rule ID in a prompt."""

from __future__ import annotations

from typing import Any

from rulebound.kernel import TERMINAL, Decision, Game, GameInfo, Rng, State

GEMS = ("Ruby", "Emerald", "Sapphire")


class SecretGame(Game):
    info = GameInfo(
        id="secret-test",
        version=1,
        name="Hidden gem (kernel test game)",
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility="zero-sum",
        max_game_length=10,
        parameters={
            "leak_log": False,
            "leak_label": False,
            "bad_object": False,
            "leak_hint": False,
            "shared_rng": False,
            "wrong_winner": False,
            "accept_illegal": False,
            "bad_mask": False,
            "rule_id_prompt": False,
        },
        seat_names=("Hider", "Seeker"),
    )

    def new_initial_state(self, seed: int = 0) -> SecretState:
        return SecretState(self, seed)

    def num_distinct_actions(self) -> int:
        return 8  # 3..7 are never legal: room for the probes of illegal actions


class SecretState(State):
    def __init__(self, game: SecretGame, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed, trace=True)
        self.history = []
        self.events = []
        self.hidden: int | None = None
        self.guess: int | None = None
        self.winner = -1
        self.luck = 0  # drawn at the guess: a clone must not share the generator
        self.say("The Hider looks at three gems.", kind="setup")

    def decision(self) -> Decision:
        if self.hidden is None:
            return Decision(0, "hide", "Hide which gem?", (0, 1, 2))
        if self.guess is None:
            cite = " (GEM-GUESS-01)" if self.game.params["rule_id_prompt"] else ""
            return Decision(1, "guess", f"Which gem is hidden?{cite}", (0, 1, 2))
        return Decision(TERMINAL, "game-over", "over", ())

    def action_to_string(self, action: int) -> str:
        # The seeker guesses by number: the gems' names stay out of its options.
        return f"hide the {GEMS[action]}" if self.hidden is None else f"guess gem {action + 1}"

    def public_action_string(self, action: int) -> str:
        if self.hidden is None and not self.game.params["leak_label"]:
            return "hides a gem"
        return self.action_to_string(action)

    def hidden_names(self, seat: int) -> set[str]:
        if seat == 1 and self.hidden is not None and self.guess is None:
            return {GEMS[self.hidden]}
        return set()

    def _apply(self, action: int) -> None:
        if self.hidden is None:
            self.hidden = action
            self.say(f"You hide the {GEMS[action]}.", 0, kind="card-played", ids=("gem",))
            if self.game.params["leak_log"]:
                self.say(f"The Hider hides the {GEMS[action]}.", kind="card-played")
            elif self.game.params["leak_hint"]:
                self.say(f"The Hider hides gem {action + 1}.", kind="card-played")
            else:
                self.say("The Hider hides a gem.", kind="card-played")
        else:
            self.guess = action
            self.luck = self.rng.randbelow(1000)
            found = action == self.hidden
            self.winner = 0 if self.game.params["wrong_winner"] or not found else 1
            self.say(f"The Seeker guesses gem {action + 1}.", kind="card-played")
            self.say(f"The hidden gem was the {GEMS[self.hidden]}.", kind="reveal", ids=("gem",))

    def returns(self) -> list[float]:
        if self.winner < 0:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def broken_invariants(self) -> list[str]:
        if self.guess is not None and self.winner != (1 if self.guess == self.hidden else 0):
            return ["the winner is not the one the guess decides"]
        return []

    def apply_action(self, action: int) -> None:
        if self.game.params["accept_illegal"] and action == 5 and not self.is_terminal():
            self._apply(0)  # a game whose own check is looser than its options
            return
        super().apply_action(action)

    def legal_actions_mask(self) -> list[int]:
        mask = super().legal_actions_mask()
        if self.game.params["bad_mask"] and not self.is_terminal():
            mask[6] = 1
        return mask

    def clone(self) -> SecretState:
        c = SecretState.__new__(SecretState)
        c.__dict__.update(self.__dict__)
        if not self.game.params["shared_rng"]:
            c.rng = self.rng.clone()
        c.history = None
        c.events = None
        return c

    def view_body(self, seat: int) -> dict[str, Any]:
        shown = self.hidden is not None and (seat == 0 or self.guess is not None)
        return {
            "gem": {"id": "gem", "name": GEMS[self.hidden]}
            if shown and self.hidden is not None
            else None,
            "guess": self.guess,
        }

    def visible_objects(self, seat: int) -> dict[str, dict[str, Any]]:
        gem = self.view_body(seat)["gem"]
        if self.game.params["bad_object"] and self.hidden is not None:
            gem = {"id": "gem", "name": GEMS[self.hidden]}
        if gem is None:
            return {}
        return {"gem": {**gem, "kind": "gem", "text": "A precious stone."}}

    def snapshot(self) -> dict[str, Any]:
        return {
            "hidden": self.hidden,
            "guess": self.guess,
            "winner": self.winner,
            "luck": self.luck,
        }

    def resample_hidden(self, seat: int, rng: Rng) -> SecretState:
        c = self.clone()
        if seat == 1 and self.hidden is not None and self.guess is None:
            c.hidden = rng.randbelow(3)
        return c
