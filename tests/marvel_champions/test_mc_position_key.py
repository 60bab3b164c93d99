"""The planner's comparison of positions (``McState.position_key``): what it leaves out
of the state, and the two facts that let it (frame numbers are names; a card out of
play keeps nothing of its time in play, MC-LEAVE-02). The planner's sharing of equal
positions is checked against the plain rollouts in test_mc_planner.py."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

from mc_helpers import JESSICA, game, put, start

from rulebound.games.marvel_champions import model as model_module
from rulebound.games.marvel_champions import state as state_module
from rulebound.games.marvel_champions.invariants import broken
from rulebound.games.marvel_champions.model import Unit
from rulebound.games.marvel_champions.position import discard_from_play, mark
from rulebound.games.marvel_champions.state import _UNIT_SLOTS, KEY_LEFT_OUT, KEY_SORTED
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng


def _class_source(module: ModuleType, name: str) -> tuple[tuple[str, ...], dict[str, str]]:
    """A class's ``__slots__`` and the source of its methods, read from its module's .py
    (in the compiled build, setup.py, the class keeps neither: the .py is beside the .so)."""
    path = Path(inspect.getfile(module))
    text = path.with_name(path.name.split(".")[0] + ".py").read_text(encoding="utf-8")
    tree = ast.parse(text)
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name]
    slots: tuple[str, ...] = ()
    methods: dict[str, str] = {}
    for node in cls.body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "__slots__":
            slots = ast.literal_eval(node.value)
        if isinstance(node, ast.FunctionDef):
            methods[node.name] = ast.get_source_segment(text, node) or ""
    return slots, methods


def test_every_slot_of_the_state_is_in_the_key_or_argued_out() -> None:
    """A slot added to the state must be compared, or argued out in KEY_LEFT_OUT."""
    slots, methods = _class_source(state_module, "McState")
    source = methods["position_key"]
    assert slots
    for slot in slots:
        assert slot in KEY_LEFT_OUT or f"self.{slot}" in source, slot
    assert all(f"self.{slot}" in source for slot in KEY_SORTED)
    assert all(slot in slots for slot in KEY_LEFT_OUT)


def test_the_key_reads_every_slot_of_a_unit() -> None:
    """``_UNIT_SLOTS`` (the key's reading of a unit in play) names every slot of a unit,
    each once."""
    slots, _ = _class_source(model_module, "Unit")
    unit = Unit(3, 7, 0, 1, True, True, 2, 4, 1, 1, 1, 5, 9, 0, (11,), (12,), 8)
    assert len(slots) == 17
    assert _UNIT_SLOTS(unit) == tuple(getattr(unit, slot) for slot in slots)


def _same_game(params: dict[str, str], seed: int, shift: int) -> int:
    """A random game, and beside it from its first decision a copy whose next frames
    get numbers ``shift`` higher: at every decision the two decisions and labels are
    equal, and so are the keys wherever no frame is open (frame numbers only name
    frames)."""
    s = game(**params).new_initial_state(seed=seed)
    s.decision()
    other = s.clone()
    other.next_frame += shift  # what a longer road to the same position leaves
    bot, bot2 = Rng(seed), Rng(seed)
    decisions = compared = 0
    while not s.is_terminal():
        assert other.decision() == s.decision()
        if not s.frames:
            assert other.position_key() == s.position_key()
            compared += 1
        options = s.decision().options
        assert [other.action_to_string(a) for a in options] == [
            s.action_to_string(a) for a in options
        ]
        s.apply_action(random_action(s, bot))
        other.apply_action(random_action(other, bot2))
        decisions += 1
    assert other.is_terminal() and other.result == s.result
    assert compared > 10
    return decisions


def test_frame_numbers_are_names_only() -> None:
    for params, seed in (
        ({"heroes": "spider-man", "villain": "rhino"}, 2),
        ({"heroes": "iron-man,black-panther", "villain": "klaw"}, 3),
        ({"heroes": "she-hulk,captain-marvel", "villain": "ultron"}, 4),
    ):
        assert _same_game(params, seed, 7) > 30


def test_a_card_out_of_play_keeps_nothing_of_its_time_in_play() -> None:
    """MC-LEAVE-02: an ally defeated with damage and exhausted goes to the discard
    pile as a fresh card; the invariants notice a card out of play that kept some."""
    s = start()
    ally = put(s, JESSICA)
    mark(s, ally, damage=1, exhausted=True, counters=1)
    discard_from_play(s, ally)
    assert not s.units[ally].in_play and broken(s) == []
    s.units[ally].counters = 2  # a change that bypasses Unit.reset (not a position)
    assert any("out of play" in line for line in broken(s))


def test_random_games_keep_cards_out_of_play_fresh() -> None:
    """MC-LEAVE-02 at every decision of random games (the conformance suite checks the
    invariants too): the key reads only the card of a unit out of play."""
    for params, seed in (
        ({"heroes": "black-panther", "villain": "klaw"}, 5),
        ({"heroes": "iron-man,she-hulk", "villain": "ultron"}, 6),
    ):
        s = game(**params).new_initial_state(seed=seed)
        bot = Rng(seed)
        while not s.is_terminal():
            assert not any("out of play" in line for line in broken(s))
            s.apply_action(random_action(s, bot))
