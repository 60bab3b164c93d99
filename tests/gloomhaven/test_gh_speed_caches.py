"""The caches session 37 added for the planner's speed, at the positions where a stale
value would change a result: the bot view's stat-card values are kept per monster
type, level and rank (the same bestiary serves every level), and an item window
closes at once when no item the character carries is of its moment (the items are
looked at again when they change)."""

from __future__ import annotations

from pathlib import Path

from test_gh_items import game, guard_attacks, offered

from rulebound.games.gloomhaven.items import moments_of, run_item_window
from rulebound.games.gloomhaven.position import (
    Character,
    Monster,
    Position,
    build_position,
    set_items,
    set_retaliate,
)
from rulebound.games.gloomhaven.views import active_retaliate, bot_view, stat_range

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
