"""The caches session 37 added for the planner's speed, at the positions where a stale
value would change a result: the bot view's stat-card values are kept per monster
type, level and rank (the same bestiary serves every level), and an item window
closes at once when no item the character carries is of its moment (the items are
looked at again when they change); and the rollouts' item answer read from the state
agrees with the heuristic's on the whole view; the heuristic's walking fields, made
on a graph kept per board, are a plain search's."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from test_gh_items import game, guard_attacks, offered

from rulebound import load_game
from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven.bot_board import _hex_of, _walk_distances
from rulebound.games.gloomhaven.heuristic import QUICK_FROM_STATE, heuristic_policy, quick_item
from rulebound.games.gloomhaven.items import moments_of, run_item_window
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    move_cards,
    set_hp,
    set_items,
    set_retaliate,
    start_character_turn,
)
from rulebound.games.gloomhaven.views import active_retaliate, bot_view, stat_range
from rulebound.kernel import Rng
from rulebound.kernel.hexgrid import Hex, neighbours
from rulebound.kernel.play import random_action

BRUTE = 0


def inox_guards(level: int) -> list[dict[str, object]]:
    """The bot view's monsters of scenario 3 at ``level``: an elite Inox Guard with a
    Retaliate of its own this round besides its stat card's, and a normal one."""
    s = build_position(
        Position(
            scenario=3,
            level=level,
            party=[Character("brute", hex=(0, -2)), Character("mindthief", hex=(1, -4))],
            monsters=[
                Monster("inox-guard", (-3, -2), elite=True),
                Monster("inox-guard", (-2, -3)),
            ],
        )
    )
    elite = s.monsters()[0]
    set_retaliate(s, elite, (1, 2))
    view = bot_view(s, BRUTE)
    # the values the view showed before they were kept (GH-RETAL-03, -04)
    for f, entry in zip(s.monsters(), view["monsters"], strict=True):
        assert entry["retaliate"] == active_retaliate(s, f)
        assert entry["range"] == stat_range(s, f)
        assert entry["attack"] == stat_range(s, f, "attack")
        assert entry["move"] == stat_range(s, f, "move")
    return list(view["monsters"])


def test_bot_view_stat_values_follow_the_level_and_the_rank() -> None:
    """GH-RETAL-03, GH-RETAL-04, GH-SETUP-16: the elite's Retaliate is its own (1,
        range 2) then its stat card's at the scenario level (2 at level 1, 3 at level 3);
        the normal guard has none; Attack and Move are the stat card's at that level. Level
        1's values, asked first, are not shown at level 3 (each game has its own bestiary,
    and the key holds the level besides), nor the elite's for the normal guard."""
    low = inox_guards(1)
    high = inox_guards(3)
    assert low[0]["retaliate"] == [[1, 2], [2, 1]]
    assert high[0]["retaliate"] == [[1, 2], [3, 1]]
    assert low[1]["retaliate"] == [] and high[1]["retaliate"] == []
    assert (low[0]["attack"], low[0]["move"]) == (3, 2)
    assert (low[1]["attack"], high[1]["attack"], high[1]["move"]) == (2, 3, 3)
    assert inox_guards(1) == low  # asked again: the same


def test_an_item_window_looks_at_the_items_carried_now(tmp_path: Path) -> None:
    """GH-ITEM-02, GH-ITEM-04: a Leather Armor is offered when the Brute is attacked;
    a window of the Brute's own turn offers its Minor Healing Potion, stays shut once
    the Brute carries only the armour (used when attacked), and opens again with the
    potion back: the items' moments are remembered per list of items, never per
    character."""
    s, _ = guard_attacks(tmp_path, "4;")
    assert offered(s) == ["Leather Armor"]
    assert moments_of((4,)) == {"attacked"} and moments_of((12,)) == {"own-turn"}
    s = game(tmp_path, "12;")
    window = ("item-window", BRUTE, "own-turn")
    opened = run_item_window(s, window)
    assert opened is not None and opened.kind == "use-item"
    set_items(s, BRUTE, (4, "ready"))
    assert run_item_window(s, window) is None
    set_items(s, BRUTE, (12, "ready"), (4, "ready"))
    assert run_item_window(s, window) == opened
    set_items(s, BRUTE, (4, "ready"), (12, "ready"))  # the potion second
    later = run_item_window(s, window)
    assert later is not None and later.options == (0, 81)
    set_items(s, BRUTE, (12, "spent"), (4, "ready"))
    assert run_item_window(s, window) is None  # of its moment, but not ready


@pytest.mark.parametrize("party", ["brute,mindthief", "scoundrel,spellweaver,cragheart"])
def test_answers_from_the_state_are_the_heuristics_on_the_whole_view(party: str) -> None:
    """GH-ITEM-02, GH-ITEM-05, GH-CDMG-01 to -05, GH-LREST-02: at every item window,
    damage to take or negate and Long Rest's lost card of random games with the
    starter items, the rollouts' answer read from the state (``QUICK_FROM_STATE``)
    is the heuristic's on the whole view, or None (an attack on the item's owner,
    damage that would exhaust), left to the heuristic."""
    game_ = load_game("gloomhaven", scenario="1", party=party, items="starter")
    answered: Counter[str] = Counter()
    deferred: Counter[str] = Counter()
    for seed in range(12):
        state = game_.new_initial_state(seed=seed)
        rng = Rng(seed)
        while not state.is_terminal():
            d = state.decision()
            quick = QUICK_FROM_STATE.get(d.kind)
            if quick is not None:
                found = quick(state, d.options)
                if found is None:
                    deferred[d.kind] += 1
                else:
                    assert found == heuristic_policy(state.view(d.seat), list(d.options))
                    answered[d.kind] += 1
            state.apply_action(random_action(state, rng))
    assert min(answered[k] for k in QUICK_FROM_STATE) >= 5, answered
    assert deferred["use-item"] >= 5 and deferred["suffer-damage"] >= 5, deferred


@pytest.mark.parametrize(
    ("missing", "discards", "expected"),
    [
        (3, 0, "Minor Healing Potion"),  # heals all 3: used
        (2, 2, "Minor Stamina Potion"),  # 1 HP of the 3 wasted: kept; 2 discards back
        (2, 1, None),  # one discard only: both kept
        (0, 3, "Minor Stamina Potion"),
    ],
)
def test_quick_item_at_the_edges_of_the_potions(
    tmp_path: Path, missing: int, discards: int, expected: str | None
) -> None:
    """GH-ITEM-02: at the Brute's own-turn item window, a Minor Healing Potion (Heal 3)
    only when 3 HP are missing, a Minor Stamina Potion (recover 2) only with 2 discards:
    :func:`quick_item` answers as :func:`heuristic_policy` on the whole view."""
    s = game(tmp_path, "12;")
    set_items(s, BRUTE, (12, "ready"), (13, "ready"))
    brute = s.figures[s.heroes[BRUTE].figure]
    set_hp(s, brute, brute.max_hp - missing)
    move_cards(s, BRUTE, "discard", *["Spare Dagger", "Skewer", "Grab and Go"][:discards])
    start_character_turn(s, BRUTE, "Trample", "Eye for an Eye")
    d = s.decision()
    assert d.kind == "use-item"
    quick = quick_item(s, d.options)
    assert quick == heuristic_policy(s.view(BRUTE), list(d.options))
    position_of = {"Minor Healing Potion": enc.ITEM, "Minor Stamina Potion": enc.ITEM + 1}
    assert quick == (enc.STOP if expected is None else position_of[expected])


def plain_walk(board: dict[str, Any], goals: list[Hex]) -> dict[Hex, int]:
    """Steps to the nearest goal by a plain breadth-first search, every edge tested
    against the thin walls (the search before session 37)."""
    cells = {tuple(h) for h in board["hexes"]} - {tuple(h) for h in board["walls"]}
    cells -= {tuple(h) for h in board["obstacles"]}
    thin = {frozenset((tuple(a), tuple(b))) for a, b in board["thin_walls"]}
    seen = {g: 0 for g in goals}
    queue = list(goals)
    for here in queue:
        for nxt in neighbours(here):
            if nxt in cells and nxt not in seen and frozenset((here, nxt)) not in thin:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


@pytest.mark.parametrize("scenario", ["1", "2", "3", "6", "7", "8"])
def test_walking_distances_go_round_thin_walls_and_obstacles(scenario: str) -> None:
    """GH-MOVE-01, GH-MOVE-02 (as the heuristic reads the map): the walking fields are
    a plain search's, thin walls and obstacles included; a board's graph is made once
    and kept, so the same map without one of its obstacles (a new board) gets its own
    fields, through the hex the obstacle stood on."""
    s = load_game("gloomhaven", scenario=scenario, party="brute,mindthief").new_initial_state(0)
    board = dict(bot_view(s, 0)["map"])
    hexes = [tuple(h) for h in board["hexes"]]
    view = {"map": board}
    for k in range(0, len(hexes), 7):
        goals = [hexes[k], hexes[(3 * k + 5) % len(hexes)]]
        assert _walk_distances(view, goals) == plain_walk(board, goals)
    gone = tuple(board["obstacles"][0])
    open_board = dict(board, obstacles=board["obstacles"][1:])
    goals = [h for h in neighbours(gone) if h in set(hexes)][:1]
    field = _walk_distances({"map": open_board}, goals)
    assert field == plain_walk(open_board, goals) and field[gone] == 1
    assert gone not in _walk_distances(view, goals)  # the obstacle still stands here


def test_hex_options_name_the_hexes_of_their_own_map() -> None:
    """A hex option is an index into the view's hex list (the kept tables are per
    list): two scenarios' maps, and a list made afresh after another was dropped,
    each give their own hexes."""
    games = [load_game("gloomhaven", scenario=n, party="brute,mindthief") for n in ("1", "2")]
    views = [bot_view(game_.new_initial_state(0), 0) for game_ in games]
    for view in views:
        hexes = view["map"]["hexes"]
        assert [_hex_of(enc.HEX + k, view) for k in range(len(hexes))] == [tuple(h) for h in hexes]
    for shift in range(3):  # fresh lists, the earlier ones gone: ids may come back
        made = [[q + shift, r] for q, r in views[0]["map"]["hexes"]]
        assert _hex_of(enc.HEX + 5, {"map": {"hexes": made}}) == tuple(made[5])


def test_answers_from_the_state_only_at_their_own_steps(tmp_path: Path) -> None:
    """Asked at another decision (the round's plan), each answer from the state
    declines (None) rather than read a step it does not know."""
    s = game(tmp_path, "12;")
    d = s.decision()
    assert d.kind == "plan"
    assert [quick(s, d.options) for quick in QUICK_FROM_STATE.values()] == [None] * 3
