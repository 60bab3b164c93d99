"""The planner's search in session 40: a plan in the last room looks further ahead
(:data:`planner.LAST_ROOM_HORIZON`), where the cards run out and the games are lost."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven import planner
from rulebound.games.gloomhaven.planner import planner_choose
from rulebound.games.gloomhaven.position import Character, Monster, Position, build_position
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel import Rng


def _plan(rooms: list[int]) -> GloomhavenState:
    """Round 5's plans, the Brute and the Mindthief before a Bandit Archer, with
    ``rooms`` revealed besides the first (scenario 1 has three)."""
    return build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(1, 2)), Character("mindthief", hex=(3, 0))],
            monsters=[Monster("bandit-archer", (0, 5))],
            rooms=rooms,
            round=5,
        )
    )


@pytest.mark.parametrize(("rooms", "horizon"), [([2, 3], 2), ([2], None), ([], None)])
def test_a_plan_in_the_last_room_is_played_out_further(
    monkeypatch: pytest.MonkeyPatch, rooms: list[int], horizon: int | None
) -> None:
    seen: list[int | None] = []

    def spy(
        s: object, seat: int, options: list[int], rng: Rng, samples: int, deep: int | None = None
    ) -> int:
        seen.append(deep)
        return options[-1]

    monkeypatch.setattr(planner, "choose_by_rollouts", spy)
    monkeypatch.setattr(planner, "LAST_ROOM_HORIZON", 2)
    s = _plan(rooms)
    d = s.decision()
    assert d.kind == "plan" and s.rooms == (1, *rooms)
    planner_choose(s, 0, list(d.options), Rng(3))
    assert seen == [horizon]


def _values(table: dict[tuple[int, int], float]) -> object:
    def value(world: int, action: int, stop: int) -> float:
        return table[(world, action)]

    return value


@pytest.mark.parametrize(
    ("second_copy", "chosen", "looked"),
    [
        # option 1 leads by 1 on the first copy and trails by 1 on the second: in
        # doubt, so the two best get the extra copies, where option 2 is the better
        ((0.0, 1.0), 2, True),
        # option 1 leads on both copies by the same margin: decided, no extra copy
        ((1.0, 0.0), 1, False),
    ],
)
def test_a_close_decision_gets_more_copies_for_its_two_best_options(
    monkeypatch: pytest.MonkeyPatch,
    second_copy: tuple[float, float],
    chosen: int,
    looked: bool,
) -> None:
    # option 3 is screened out on the first copy (FINALISTS 2): never valued again,
    # however well it would do on the extra copies
    table = {(0, 1): 1.0, (0, 2): 0.0, (0, 3): -5.0}
    table |= {(1, 1): second_copy[0], (1, 2): second_copy[1]}
    table |= {(w, a): {1: 0.0, 2: 3.0, 3: 9.0}[a] for w in (10, 11) for a in (1, 2, 3)}
    extra: list[int] = []

    def more(s: object, seat: int, rng: Rng, samples: int) -> list[int]:
        extra.append(samples)
        return [10, 11]

    monkeypatch.setattr(planner, "_value", _values(table))
    monkeypatch.setattr(planner, "_worlds", more)
    monkeypatch.setattr(planner, "CLOSE_SAMPLES", 2)
    monkeypatch.setattr(planner, "FINALISTS", 2)
    s = _plan([])
    assert planner._closer_look(s, 0, Rng(1), [0, 1], [1, 2, 3], 6) == chosen  # type: ignore[arg-type]
    assert extra == ([2] if looked else [])
