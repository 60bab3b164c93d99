"""The Destiny planner: legal, blind to what its seat cannot see, and not the heuristic."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rulebound.bots import make_bot
from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny import planner
from rulebound.games.destiny.game import DestinyGame
from rulebound.games.destiny.greedy import greedy_policy
from rulebound.games.destiny.planner import planner_choose, quick_view
from rulebound.games.destiny.position import Side, build_position
from rulebound.games.destiny.rolls import KeyedRolls
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.game import load_game
from rulebound.kernel.rng import Rng


def _mid_game(seed: int, decisions: int = 30) -> DestinyState:
    game = DestinyGame(decks="jedi,first-order")
    s = game.new_initial_state(seed)
    rng = Rng(seed)
    while decisions > 0 or s.decision().kind != "action":
        legal = s.legal_actions()
        s.apply_action(legal[rng.randbelow(len(legal))])
        decisions -= 1
    return s


def test_the_planner_reads_only_what_its_seat_may_know() -> None:
    """Two states that differ only in what the seat cannot see (deck orders, the
    opponent's hand) get the same answer."""
    for seed in (1, 2, 3):
        s = _mid_game(seed)
        seat = s.decision().seat
        other = s.resample_hidden(seat, Rng(99))
        assert other.view(seat) == s.view(seat)
        legal = s.legal_actions()
        assert planner_choose(s, seat, legal, Rng(5)) == planner_choose(other, seat, legal, Rng(5))


def test_the_quick_view_gives_the_heuristic_the_same_answers() -> None:
    s = _mid_game(4, decisions=10)
    for _ in range(60):
        if s.is_terminal():
            break
        d = s.decision()
        legal = s.legal_actions()
        assert greedy_policy(quick_view(s, d.seat), legal) == greedy_policy(s.view(d.seat), legal)
        s.apply_action(legal[-1])


def test_the_planner_plays_legally_and_sometimes_overrules_the_heuristic() -> None:
    game = load_game("star-wars-destiny")
    planner = make_bot("planner", game, seed=3, budget=1)
    greedy = make_bot("greedy", game, seed=4)
    s = game.new_initial_state(8)
    overruled = 0
    rng = Rng(1)
    asked = 0
    while not s.is_terminal() and asked < 40:
        d = s.decision()
        legal = s.legal_actions()
        if d.seat == 0:
            asked += 1
            model = s.resample_hidden(0, rng)
            action = planner.choose_with_model(s.view(0), legal, model)
            overruled += action != greedy_policy(s.view(0), legal)
        else:
            action = greedy.choose(s.view(1), legal)
        assert action in legal
        s.apply_action(action)
    assert overruled > 0


def test_keyed_rolls_give_each_die_its_own_sequence_whenever_it_is_rolled() -> None:
    """The planner's copies roll with common random numbers: die d's k-th roll is the
    same whether other dice were rolled before it or not, and a clone goes on alike."""
    first, second = KeyedRolls(7), KeyedRolls(7)
    a = [first.roll(3), first.roll(5), first.roll(3)]
    b = [second.roll(5), second.roll(3), second.roll(3)]
    assert (a[0], a[2], a[1]) == (b[1], b[2], b[0])
    assert all(0 <= side < 6 for side in a + b)
    twin = first.clone()
    assert [first.roll(9) for _ in range(5)] == [twin.roll(9) for _ in range(5)]
    assert [KeyedRolls(7).roll(d) for d in range(20)] != [KeyedRolls(8).roll(d) for d in range(20)]
    sides = [KeyedRolls(1).roll(d) for d in range(600)]
    assert all(sides.count(side) > 60 for side in range(6))  # each face about 1 in 6


def _rey_to_act() -> DestinyState:
    """Rey and a Stormtrooper, both ready: the heuristic activates Rey."""
    game = DestinyGame()
    s = build_position(game, (Side(characters=["01038!"]), Side(characters=["01002"])))
    assert enc.UNIT <= greedy_policy(s.view(0), s.legal_actions()) < enc.DIE
    return s


def test_the_planner_does_not_pass_while_the_heuristic_would_activate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Even when its rollouts score passing best (rigged here), the planner does not
    give up a ready character's dice for the round."""
    s = _rey_to_act()
    monkeypatch.setattr(planner, "_value", lambda w, a, seat: 100.0 * (a == enc.PASS))
    assert enc.PASS in s.legal_actions()
    assert planner_choose(s, 0, s.legal_actions(), Rng(1)) != enc.PASS


def test_a_departure_from_the_heuristic_must_win_again_on_fresh_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An option that scores best on the copies that chose it but worse on fresh ones
    (luck, rigged here) is not played; one that keeps winning is."""
    s = _rey_to_act()
    first = greedy_policy(s.view(0), s.legal_actions())
    other = next(a for a in s.legal_actions() if a not in (first, enc.PASS))
    made: list[list[DestinyState]] = []
    real_copies = planner._copies

    def copies(*args: Any) -> list[DestinyState]:
        made.append(real_copies(*args))
        return made[-1]

    def lucky(fresh_too: bool) -> Callable[[DestinyState, int, int], float]:
        def value(w: DestinyState, a: int, seat: int) -> float:
            confirming = len(made) > 1 and any(w is c for c in made[-1])
            return float(a == other) * (1 if fresh_too or not confirming else -1)

        return value

    monkeypatch.setattr(planner, "_copies", copies)
    monkeypatch.setattr(planner, "_value", lucky(fresh_too=False))
    assert planner_choose(s, 0, s.legal_actions(), Rng(1)) == first
    made.clear()
    monkeypatch.setattr(planner, "_value", lucky(fresh_too=True))
    assert planner_choose(s, 0, s.legal_actions(), Rng(1)) == other
