"""Scenario-engine features on character cards and items: Refresh (8.12), the
"cannot be recovered/refreshed" symbol, negative abilities that cannot be skipped
(GH-GLOSS-02) and an item found in a treasure (GH-LOOT-03).

Synthetic content only: a card added to a class with ``add_card``, items set on a
character directly, a treasure with an item in a scenario file written to tmp_path.
Expected results come from the rules catalog, written before running the engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from gh_helpers import (
    add_card,
    arena,
    arena_with,
    kind,
    labels,
    pick,
    pile_of,
    place,
    turn,
)

from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.items import CONSUMED, READY, SPENT, load_items
from rulebound.games.gloomhaven.position import move_cards, set_items
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.errors import ParameterError

rules = pytest.mark.rules

BRUTE, MINDTHIEF = 0, 1
BOOTS, HIDE_ARMOR, HEALING_POTION, STAMINA_POTION = 1, 3, 12, 13


def refresh_card(**options: object) -> dict[str, object]:
    return {
        "id": 990,
        "name": "Tune-Up",
        "level": "1",
        "initiative": 20,
        "top": {"actions": [{"refresh": options.pop("count", 1), **options}]},
        "bottom": {"actions": [{"move": 2}]},
    }


def play_top(s: GloomhavenState, seat: int, name: str) -> None:
    turn(s, seat, name, "Trample")
    while kind(s) == "use-item":
        pick(s, "no item")
    pick(s, f"{name}: top")


# --- Refresh ------------------------------------------------------------------------------


@rules("GH-REFRESH-01", "GH-GLOSS-98")
def test_refresh_turns_a_spent_item_back_and_leaves_consumed_ones(tmp_path: Path) -> None:
    s = arena(tmp_path)
    add_card(s, BRUTE, refresh_card(items="spent"))
    set_items(s, BRUTE, (BOOTS, SPENT, 0), (HEALING_POTION, CONSUMED, 0))
    play_top(s, BRUTE, "Tune-Up")
    assert kind(s) == "refresh-item"
    assert sorted(labels(s)) == ["refresh Boots of Striding", "stop"]
    pick(s, "refresh Boots of Striding")
    assert s.heroes[BRUTE].item_state == [READY, CONSUMED]


@rules("GH-REFRESH-01")
def test_refresh_of_consumed_items_turns_one_face_up(tmp_path: Path) -> None:
    s = arena(tmp_path)
    add_card(s, BRUTE, refresh_card(items="consumed"))
    set_items(s, BRUTE, (BOOTS, SPENT, 0), (HEALING_POTION, CONSUMED, 0))
    play_top(s, BRUTE, "Tune-Up")
    assert sorted(labels(s)) == ["refresh Minor Healing Potion", "stop"]
    pick(s, "refresh Minor Healing Potion")
    assert s.heroes[BRUTE].item_state == [SPENT, READY]


@rules("GH-REFRESH-01")
def test_refresh_two_any_items_one_at_a_time(tmp_path: Path) -> None:
    s = arena(tmp_path)
    add_card(s, BRUTE, refresh_card(count=2, items="any"))
    set_items(s, BRUTE, (BOOTS, SPENT, 0), (HEALING_POTION, CONSUMED, 0))
    play_top(s, BRUTE, "Tune-Up")
    pick(s, "refresh Minor Healing Potion")
    assert kind(s) == "refresh-item"
    pick(s, "refresh Boots of Striding")
    assert s.heroes[BRUTE].item_state == [READY, READY]
    assert kind(s) != "refresh-item"  # nothing left to refresh


@rules("GH-REFRESH-02")
def test_an_item_with_a_free_use_circle_is_not_spent_so_not_refreshed(tmp_path: Path) -> None:
    s = arena(tmp_path)
    add_card(s, BRUTE, refresh_card(items="spent"))
    # Hide Armor has two circles: one filled, it is still in use, not Spent.
    set_items(s, BRUTE, (HIDE_ARMOR, READY, 1), (BOOTS, SPENT, 0))
    play_top(s, BRUTE, "Tune-Up")
    assert sorted(labels(s)) == ["refresh Boots of Striding", "stop"]
    pick(s, "stop")
    assert s.heroes[BRUTE].item_used == [1, 0]


@rules("GH-REFRESH-03")
def test_an_item_with_the_no_refresh_symbol_is_never_refreshed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dataclasses import replace

    catalog = load_items()
    monkeypatch.setitem(catalog, BOOTS, replace(catalog[BOOTS], no_refresh=True))
    s = arena(tmp_path)
    add_card(s, BRUTE, refresh_card(items="spent"))
    set_items(s, BRUTE, (BOOTS, SPENT, 0))
    play_top(s, BRUTE, "Tune-Up")
    assert kind(s) != "refresh-item"  # no item can come back: nothing is asked
    assert s.heroes[BRUTE].item_state == [SPENT]


@rules("GH-REFRESH-03", "GH-LREST-05")
def test_a_long_rest_does_not_refresh_an_item_with_the_symbol(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dataclasses import replace

    from rulebound.games.gloomhaven.items import refresh_spent

    catalog = load_items()
    monkeypatch.setitem(catalog, BOOTS, replace(catalog[BOOTS], no_refresh=True))
    s = arena(tmp_path)
    set_items(s, BRUTE, (BOOTS, SPENT, 0), (11, SPENT, 0))
    refresh_spent(s.heroes[BRUTE])
    assert s.heroes[BRUTE].item_state == [SPENT, READY]


def test_the_items_file_accepts_the_no_refresh_key() -> None:
    assert all(item.no_refresh is False for item in load_items().values())


# --- "cannot be recovered" on ability cards -----------------------------------------------


@rules("GH-RECOVER-02")
def test_a_card_with_the_symbol_cannot_be_recovered(tmp_path: Path) -> None:
    s = arena(tmp_path)
    keep = add_card(
        s,
        BRUTE,
        {
            "id": 991,
            "name": "One Shot",
            "level": "1",
            "initiative": 50,
            "no_recover": True,
            "top": {"actions": [{"attack": 4}], "lost": True},
            "bottom": {"actions": [{"move": 1}], "lost": True},
        },
    )
    add_card(
        s,
        BRUTE,
        {
            "id": 992,
            "name": "Second Wind",
            "level": "1",
            "initiative": 30,
            "top": {"actions": [{"recover": 2, "from": "lost"}]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    move_cards(s, BRUTE, "lost", keep, "Trample")
    turn(s, BRUTE, "Second Wind", "Eye for an Eye")
    pick(s, "Second Wind: top")
    assert kind(s) == "recover"
    assert sorted(labels(s)) == ["Trample", "stop"]
    pick(s, "Trample")
    assert pile_of(s, BRUTE, "One Shot") == "lost"


def test_the_class_loader_reads_no_recover() -> None:
    from rulebound.games.gloomhaven.classes import load_class

    assert not any(c.no_recover for c in load_class("brute").cards)


# --- negative abilities cannot be skipped -------------------------------------------------


@rules("GH-GLOSS-02", "GH-ACTION-06", "GH-GLOSS-14")
def test_psychic_projection_stuns_its_player_without_a_skip(tmp_path: Path) -> None:
    """Card 170 top (Heal 5 self, Shield 1, Stun self): the Heal may be skipped, the
    Stun on the Mindthief itself is a negative ability and is never offered a skip."""
    s = arena(tmp_path)
    position.move_cards(s, MINDTHIEF, "hand", "Psychic Projection")
    turn(s, MINDTHIEF, "Psychic Projection", "Scurry")
    while kind(s) == "use-item":
        pick(s, "no item")
    pick(s, "Psychic Projection: top")
    assert kind(s) == "heal-target" and "skip the heal" in labels(s)
    pick(s, "skip the heal")
    fig = s.character(MINDTHIEF)
    assert fig.conditions.has(Condition.STUN)
    # No choice about the Stun; Stunned, the second card is discarded unplayed.
    assert pile_of(s, MINDTHIEF, "Scurry") == "discard"


@rules("GH-GLOSS-02", "GH-ACTION-06")
def test_an_ability_that_costs_the_character_hp_is_not_offered_a_skip(tmp_path: Path) -> None:
    s = arena(tmp_path)
    add_card(
        s,
        BRUTE,
        {
            "id": 993,
            "name": "Blood Price",
            "level": "1",
            "initiative": 10,
            "top": {"actions": [{"suffer_damage": 2}, {"heal": 1, "self": True}]},
            "bottom": {"actions": [{"move": 2}]},
        },
    )
    fig = place(s, BRUTE, (3, 2))
    turn(s, BRUTE, "Blood Price", "Trample")
    while kind(s) == "use-item":
        pick(s, "no item")
    pick(s, "Blood Price: top")
    # Only the ways to take damage (GH-CDMG-01), no "skip".
    assert kind(s) == "suffer-damage"
    assert "skip" not in " ".join(labels(s))
    pick(s, "take the damage")
    assert fig.hp == fig.max_hp - 2
    assert kind(s) == "heal-target" and "skip the heal" in labels(s)


# --- an item found in a treasure (GH-LOOT-03) ---------------------------------------------


@rules("GH-LOOT-03", "GH-LOOT-06")
def test_a_looted_item_cannot_be_used_in_the_scenario_it_was_found(tmp_path: Path) -> None:
    s = arena(
        tmp_path,
        contents=[{"hex": [1, 0], "type": "treasure", "number": 40, "item": HEALING_POTION}],
    )
    from rulebound.games.gloomhaven.player_turn import loot_hex

    hero = s.heroes[BRUTE]
    loot_hex(s, hero, (1, 0))
    assert hero.treasures == [40] and hero.found == [HEALING_POTION]
    # the log names the item, not a bare number a player would have to look up
    assert s.log[-1] == (
        "Brute finds Minor Healing Potion (item 12), usable from the next scenario on."
    )
    assert HEALING_POTION not in hero.items  # not equipped: no moment offers it
    place(s, BRUTE, (3, 3))
    s.character(BRUTE).hp -= 3
    turn(s, BRUTE, "Trample", "Eye for an Eye")
    assert kind(s) != "use-item"


@rules("GH-SEND-03")
def test_the_scenario_end_names_a_found_item(tmp_path: Path) -> None:
    """The end of a scenario lists what each character takes away, a found item by its
    name as well as its number."""
    s = arena(
        tmp_path,
        contents=[{"hex": [1, 0], "type": "treasure", "number": 40, "item": HEALING_POTION}],
    )
    from rulebound.games.gloomhaven.player_turn import loot_hex
    from rulebound.games.gloomhaven.rounds import finish

    loot_hex(s, s.heroes[BRUTE], (1, 0))
    finish(s, won=False)
    line = next(line for line in s.log if line.startswith("Brute: "))
    assert line.endswith(", treasure 40, found Minor Healing Potion (item 12).")


def test_scenario_one_treasure_holds_no_item() -> None:
    """Scenario 1's treasure 7 is not modelled (data README): it gives no item."""
    from rulebound.games.gloomhaven.scenario import load_scenario

    assert load_scenario(1).treasure_item(7) == 0


def test_a_treasure_item_must_be_a_number(tmp_path: Path) -> None:
    with pytest.raises(ParameterError, match="item must be a whole number"):
        arena_with(tmp_path, room={"contents": [{"hex": [1, 0], "type": "treasure", "item": "x"}]})
