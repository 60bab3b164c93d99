"""A tiny two-player dice game (Pig) in a package of its own, used to test the kernel on
a second shape of game (explicit chance decisions: die rolls with the kernel's Die; no
hidden information) and to prove that a game from outside rulebound is found through the
``rulebound.games`` entry point. Not shipped: a test-only plugin.

It imports only the kernel's public API (``rulebound.kernel``), as a plugin should."""

from __future__ import annotations

from typing import Any

from rulebound.kernel import CHANCE, TERMINAL, Decision, Die, DieFace, Game, GameInfo, Rng, State

DIE = Die("d6", tuple(DieFace("pips", n) for n in range(1, 7)))
ROLL, HOLD = 0, 1
FACE = 10  # 10 + side: a chance outcome


class PigGame(Game):
    info = GameInfo(
        id="pig-test",
        version=1,
        name="Pig (kernel test game)",
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility="zero-sum",
        max_game_length=10_000,
        parameters={"target": 20},
    )

    def new_initial_state(self, seed: int = 0) -> PigState:
        return PigState(self, seed)

    def num_distinct_actions(self) -> int:
        return FACE + 6


class PigState(State):
    def __init__(self, game: PigGame, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self.history = []
        self.events = []
        self.scores = [0, 0]
        self.turn_total = 0
        self.player = 0
        self.rolling = False
        self.die = DIE

    def decision(self) -> Decision:
        if max(self.scores) >= self.game.params["target"]:
            return Decision(TERMINAL, "game-over", "over", ())
        if self.rolling:
            return Decision(CHANCE, "roll", "the die is rolled", tuple(FACE + i for i in range(6)))
        return Decision(self.player, "roll-or-hold", "roll or hold?", (ROLL, HOLD))

    def action_to_string(self, action: int) -> str:
        if action >= FACE:
            return f"rolls {DIE.faces[action - FACE].label()}"
        return "Roll" if action == ROLL else "Hold"

    def _apply(self, action: int) -> None:
        if action >= FACE:
            self.die = self.die.turn_to(action - FACE)
            self.rolling = False
            pips = self.die.showing.value
            self.say(f"P{self.player + 1} rolls {pips}", kind="roll")
            if pips == 1:
                self.turn_total = 0
                self.player = 1 - self.player
            else:
                self.turn_total += pips
        elif action == ROLL:
            self.rolling = True
        else:
            self.scores[self.player] += self.turn_total
            self.turn_total = 0
            self.player = 1 - self.player

    def returns(self) -> list[float]:
        if max(self.scores) < self.game.params["target"]:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.scores[0] > self.scores[1] else [-1.0, 1.0]

    def clone(self) -> PigState:
        c = PigState.__new__(PigState)
        c.__dict__.update(self.__dict__)
        c.scores = self.scores[:]
        c.rng = self.rng.clone()
        c.history = None
        c.events = None
        return c

    def view_body(self, seat: int) -> dict[str, Any]:
        return {"scores": self.scores[:], "turn_total": self.turn_total, "player": self.player}

    def snapshot(self) -> dict[str, Any]:
        return {**self.view_body(0), "rolling": self.rolling, "die": self.die.side}

    def resample_hidden(self, seat: int, rng: Rng) -> PigState:
        return self.clone()
