"""City and Road Events 21-30 and Road Event 9 (the rest of the starting decks,
GH-CAMP-03): a sample of their outcomes through the public campaign API, and what they
added to the format: battle goal checkmarks gained (City 22), an Item the party gives
up (Road 28) and an Item that starts the next scenario consumed (Road 9 and 30)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from rulebound import load_game
from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.campaign import campaign_data
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
POTION = 13  # Minor Stamina Potion, the Item Road Event 28 asks for


def party(*classes: str, seed: int = 3) -> city.Campaign:
    c = city.new_campaign("Events", seed=seed)
    for cls in classes:
        c = city.create_character(c, cls, cls.capitalize())
    return c


def on_top(c: city.Campaign, deck: str, number: int) -> city.Campaign:
    return c.with_deck(deck, (number, *[n for n in c.deck(deck) if n != number]))


def gold(c: city.Campaign) -> int:
    return sum(s.gold for s in c.record.characters)


def test_the_starting_decks_hold_every_typed_card_of_1_to_30() -> None:
    """GH-CAMP-03: the game starts each deck with its cards 1-30, all typed."""
    assert events.starting_deck("city") == events.starting_deck("road") == tuple(range(1, 31))
    c = party("brute")
    assert sorted(c.city_deck) == sorted(c.road_deck) == list(range(1, 31))


@rules("GH-EVENT-11", "GH-EVENT-16", "GH-SEND-07")
def test_city_22_b_gives_each_character_a_checkmark_and_returns() -> None:
    c = on_top(party("brute", "tinkerer"), "city", 22)
    c = c.with_sheet(replace(c.sheet("brute"), checkmarks=2))
    after, said = events.resolve(c, "city", "B")
    assert after.sheet("brute").checkmarks == 3 and after.sheet("tinkerer").checkmarks == 1
    assert city.perks_earned(after, after.sheet("brute")) == 1  # 3 checkmarks: a Perk
    assert after.city_deck[-1] == 22 and "Each character: checkmarks 1." in said
    looked, _ = events.resolve(c, "city", "A")
    assert looked.reputation == c.reputation + 2 and 22 not in looked.city_deck


@rules("GH-EVENT-04", "GH-EVENT-09", "GH-SHOP-06")
def test_road_28_a_the_receiver_gives_up_its_potion_for_gold() -> None:
    c = party("brute", "tinkerer")
    c = city.buy(city.buy(c, "brute", POTION), "tinkerer", POTION)
    c = on_top(c, "road", 28)
    stock = c.record.supply()[POTION]
    after, said = events.resolve(c, "road", "A", receiver="tinkerer")
    assert POTION in after.sheet("brute").items and POTION not in after.sheet("tinkerer").items
    assert after.record.supply()[POTION] == stock + 1  # back to the City Supply
    assert gold(after) == gold(c) + 10 and 28 not in after.road_deck
    assert "Tinkerer gives up item 13." in said
    # the receiver owns none: the first character who does gives it
    first, _ = events.resolve(c, "road", "A", receiver="cragheart")
    assert POTION not in first.sheet("brute").items and POTION in first.sheet("tinkerer").items


@rules("GH-EVENT-04", "GH-EVENT-06")
def test_road_28_a_pays_ten_more_with_a_scoundrel() -> None:
    c = city.buy(party("brute", "scoundrel"), "brute", POTION)
    after, _ = events.resolve(on_top(c, "road", 28), "road", "A")
    assert gold(after) == gold(c) + 20 and not after.sheet("brute").items


@rules("GH-EVENT-06", "GH-EVENT-16")
def test_road_28_a_without_the_item_does_nothing_and_leaves() -> None:
    c = on_top(party("brute", "scoundrel"), "road", 28)
    after, said = events.resolve(c, "road", "A")
    assert gold(after) == gold(c) and after.record.supply() == c.record.supply()
    assert "No character has item 13 to give." in said and 28 not in after.road_deck


@rules("GH-EVENT-05", "GH-EVENT-06", "GH-EVENT-10", "GH-CAMP-03")
def test_city_21_a_pays_only_a_well_known_party() -> None:
    c = on_top(party("brute", "tinkerer"), "city", 21)
    plain, said = events.resolve(c, "city", "A")
    assert gold(plain) == gold(c) and not any("Road Event 65" in line for line in said)
    known = city.gain_reputation(c, 8)
    paid, said = events.resolve(known, "city", "A")
    assert gold(paid) == gold(c) + 5 and "Road Event 65 is shuffled into its deck." in said
    assert 21 not in paid.city_deck and 65 in paid.road_deck
    helped, said = events.resolve(c, "city", "B")
    assert "Road Event 65 is shuffled into its deck." in said and 65 in helped.road_deck


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-10", "GH-EVENT-12")
def test_city_25_a_a_strong_class_catches_the_vase() -> None:
    caught, _ = events.resolve(on_top(party("brute", "tinkerer"), "city", 25), "city", "A")
    assert gold(caught) == 60 + 5
    c = on_top(party("tinkerer", "mindthief"), "city", 25)
    broke, _ = events.resolve(c, "city", "A")
    assert gold(broke) == gold(c) - 10 and 25 not in broke.city_deck


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-16")
def test_city_29_returns_unless_the_class_helps() -> None:
    c = on_top(party("brute", "tinkerer"), "city", 29)
    failed, _ = events.resolve(c, "city", "B")
    assert failed.city_deck[-1] == 29
    assert failed.record.prosperity_checkmarks == c.record.prosperity_checkmarks
    helped, _ = events.resolve(on_top(party("cragheart"), "city", 29), "city", "A")
    assert 29 not in helped.city_deck and helped.record.prosperity_checkmarks == 1


@rules("GH-EVENT-04", "GH-EVENT-09", "GH-EVENT-12")
def test_city_30_a_a_mindthief_gets_gold_and_an_item() -> None:
    c = on_top(party("brute", "mindthief"), "city", 30)
    caught, _ = events.resolve(c, "city", "A", receiver="mindthief")
    assert caught.sheet("mindthief").items == (105,) and not caught.sheet("brute").items
    assert caught.sheet("brute").gold == c.sheet("brute").gold + 5
    lost = on_top(party("brute", "tinkerer"), "city", 30)
    lost = lost.with_sheet(replace(lost.sheet("brute"), gold=3))
    robbed, _ = events.resolve(lost, "city", "A")
    assert robbed.sheet("brute").gold == 0 and robbed.sheet("tinkerer").gold == 25
    assert robbed.city_deck[-1] == 30


@rules("GH-EVENT-11", "GH-EVENT-13", "GH-EVENT-14")
def test_road_21_and_24_leave_marks_for_the_next_scenario() -> None:
    c = on_top(party("brute", "tinkerer"), "road", 21)
    c = c.with_sheet(replace(c.sheet("brute"), checkmarks=2))
    hurt, _ = events.resolve(c, "road", "A")
    brute = hurt.sheet("brute")
    assert brute.start_conditions == ("wound",) and brute.start_damage == 3
    assert brute.checkmarks == 1 and hurt.sheet("tinkerer").checkmarks == 0
    ran, _ = events.resolve(c, "road", "B")
    assert all(s.discard_at_start == 2 for s in ran.record.characters)
    helped, said = events.resolve(on_top(c, "road", 24), "road", "A")
    assert 82 in helped.record.unlocked and gold(helped) == gold(c) + 10
    assert all(s.discard_at_start == 2 for s in helped.record.characters)
    assert "Scenario 82 is unlocked." in said


def test_the_new_format_words_are_checked() -> None:
    def card(out: dict[str, object]) -> dict[str, object]:
        b = {"says": "", "outcomes": [{"effects": {}, "card": "remove"}]}
        a = {"says": "", "outcomes": [out]}
        return {"events": [{"deck": "road", "number": 99, "A": a, "B": b}]}

    good = events.parse_events(
        card({"if": {"give_item": 13}, "effects": {"checkmarks": 2}, "card": "remove"}), "own"
    )
    assert good[("road", 99)].options["A"].outcomes[0].when == {"give_item": 13}
    with pytest.raises(DataError, match="conditions are"):
        events.parse_events(card({"if": {"give": 13}, "effects": {}, "card": "remove"}), "own")


def test_the_event_command_gives_the_receivers_item(tmp_path: Path) -> None:
    path = tmp_path / "c.db"
    c = party("brute", "tinkerer")
    c = on_top(city.buy(city.buy(c, "brute", POTION), "tinkerer", POTION), "road", 28)
    with store.open_store(path, create=True) as db:
        store.save(db, c)
    args = ["gloomhaven", "campaign", "event", str(path), "road", "--option", "A"]
    result = CliRunner().invoke(app, [*args, "--to", "1", "--receiver", "Tinkerer"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Tinkerer gives up item 13." in result.stdout
    with store.open_store(path) as db:
        after = store.load(db)
    assert POTION in after.sheet("brute").items and POTION not in after.sheet("tinkerer").items


def start(tmp: Path, c: city.Campaign, items: str) -> Any:
    path = tmp / "record.yaml"
    path.write_text(yaml.safe_dump(campaign_data(c.record)), encoding="utf-8")
    party_ = ",".join(s.cls for s in c.record.characters)
    game = load_game("gloomhaven", party=party_, campaign=str(path), items=items)
    return game.new_initial_state(seed=1)


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-11", "GH-EVENT-12", "GH-ITEM-07")
def test_road_30_a_each_small_item_starts_the_scenario_consumed(tmp_path: Path) -> None:
    c = on_top(city.buy(party("brute", "tinkerer"), "brute", POTION), "road", 30)
    after, said = events.resolve(c, "road", "A")
    assert all(s.start_conditions == ("consume:small",) for s in after.record.characters)
    assert after.reputation == c.reputation + 1 and 30 not in after.road_deck
    assert "Each character starts the next scenario with a small Item consumed." in said
    s = start(tmp_path, after, "13")
    brute, tinkerer = s.heroes
    assert brute.item_state == ["consumed"] and tinkerer.items == []
    assert not s.figures[brute.figure].conditions.tokens  # not a condition token
    lines = [e["text"] for e in s.events_for(0)]
    assert "Brute's Minor Stamina Potion starts consumed from a Road Event." in lines
    assert "Tinkerer brought no small Item for the Road Event to consume." in lines
    # with a Mindthief the party helps at no cost
    spared, _ = events.resolve(on_top(party("mindthief"), "road", 30), "road", "A")
    assert spared.sheet("mindthief").start_conditions == ()


@rules("GH-EVENT-09", "GH-EVENT-16", "GH-ITEM-07")
def test_road_9_a_one_character_of_the_partys_choice_consumes(tmp_path: Path) -> None:
    c = city.buy(party("brute", "tinkerer"), "tinkerer", POTION)
    c = c.with_deck("road", (9, 1))
    after, _ = events.resolve(c, "road", "A", receiver="tinkerer")
    assert after.sheet("tinkerer").start_conditions == ("consume:small",)
    assert after.sheet("brute").start_conditions == () and after.road_deck == (1, 9)
    s = start(tmp_path, after, ";13")
    assert s.heroes[1].item_state == ["consumed"]
    first, _ = events.resolve(c, "road", "A")  # default: the first character
    assert first.sheet("brute").start_conditions == ("consume:small",)


def test_a_consumed_item_names_a_slot() -> None:
    bad = {"effects": {"consume_item": "pocket"}, "card": "remove"}
    none = {"says": "", "outcomes": [{"effects": {}, "card": "remove"}]}
    data = {"events": [{"deck": "road", "number": 99, "A": {"outcomes": [bad]}, "B": none}]}
    with pytest.raises(DataError, match="consume_item is an Item slot"):
        events.parse_events(data, "own")


@rules("GH-EVENT-03", "GH-EVENT-16")
@pytest.mark.parametrize("classes", [("brute", "tinkerer"), ("spellweaver", "scoundrel")])
def test_every_typed_card_resolves_both_options(classes: tuple[str, ...]) -> None:
    c = party(*classes)
    for deck, number in sorted(events.EVENTS):
        for label in ("A", "B"):
            after, said = events.resolve(on_top(c, deck, number), deck, label)
            rest = [n for n in after.deck(deck) if n != number]
            assert after.deck(deck) in ((*rest, number), tuple(rest)), (deck, number, label)
            assert said[-1].startswith("The card"), (deck, number, label)


@rules("GH-EVENT-04", "GH-ITEM-07")
def test_a_consumed_item_after_a_condition_from_another_event(tmp_path: Path) -> None:
    """Road 21 A (wound, 3 damage) then Road 30 A: the wound is a token, the potion is
    consumed; neither mark hides the other."""
    c = on_top(city.buy(party("brute", "tinkerer"), "brute", POTION), "road", 21)
    c, _ = events.resolve(c, "road", "A")
    c, _ = events.resolve(on_top(c, "road", 30), "road", "A")
    assert c.sheet("brute").start_conditions == ("wound", "consume:small")
    s = start(tmp_path, c, "13")
    brute = s.heroes[0]
    assert brute.item_state == ["consumed"]
    assert {str(t) for t in s.figures[brute.figure].conditions.tokens} == {"wound"}
