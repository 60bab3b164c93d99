"""Campaign cases that open survivors of the session-27 mutation samples showed untested
(docs/mutation-samples/surv-gh.md): stickers a scenario plays with, an imported City
Supply, abilities as set members."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from rulebound import load_game
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.campaign import Enhancement, campaign_data, parse_campaign
from rulebound.games.gloomhaven.campaign_store import import_record
from rulebound.games.gloomhaven.classes import load_class

rules = pytest.mark.rules


def party() -> city.Campaign:
    """A new campaign with a Brute and a Tinkerer, 500 gold each, and The Power of
    Enhancement."""
    c = city.new_campaign("Test", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    for cls in ("brute", "tinkerer"):
        c = c.with_sheet(replace(c.sheet(cls), gold=500))
    ach = c.record.global_achievements | {city.ENHANCEMENT_ACHIEVEMENT}
    return replace(c, record=replace(c.record, global_achievements=ach))


@rules("GH-ENH-02", "GH-ENH-03")
def test_plus_one_element_and_jump_stickers_change_the_cards_played(tmp_path: Path) -> None:
    c = party()
    for sticker in (
        Enhancement("tinkerer", 46, "top", 0, "+1"),  # Disorienting Flash: Stun, Range 3
        Enhancement("brute", 5, "top", 0, "fire"),  # Overwhelming Assault: Attack 6
        Enhancement("brute", 5, "bottom", 0, "jump"),  # and its Move 3
    ):
        c = city.enhance(c, sticker.cls, sticker)
    path = tmp_path / "record.yaml"
    path.write_text(yaml.safe_dump(campaign_data(c.record)), encoding="utf-8")
    game = load_game("gloomhaven", party="brute,tinkerer", campaign=str(path))
    stun = game.classes[1].card_named("Disorienting Flash").top.actions[0]
    assert (stun.value, stun.get("range"), stun.get("target")) == ("stun", 4, 2)  # one +1
    assault = game.classes[0].card_named("Overwhelming Assault")
    attack, move = assault.top.actions[0], assault.bottom.actions[0]
    assert (attack.kind, attack.value, attack.get("infuse")) == ("attack", 6, "fire")
    assert (move.kind, move.value, move.get("jump")) == ("move", 3, True)


def test_an_imported_record_keeps_its_own_city_supply() -> None:
    # the import's contract (nothing in the record file is lost), not a catalog rule
    record = parse_campaign({"characters": [{"class": "brute"}], "city_supply": {1: 1}}, "x")
    assert import_record(record, "Imported", seed=1).record.supply() == {1: 1}
    bare = parse_campaign({"characters": [{"class": "brute"}]}, "x")
    assert import_record(bare, "Imported", seed=1).record.supply()[1] == 2  # the shop's own


@rules("GH-CAMP-02", "GH-SHOP-04")
def test_an_imported_record_without_a_supply_stocks_its_prosperity_less_what_is_owned() -> None:
    """A record at Prosperity 7 (39 checkmarks) with no supply of its own: the shop holds
    the Items of levels 1 to 7 (it held level 1's only), and the copy of Item 1 the Brute
    owns is not in it too."""
    from rulebound.games.gloomhaven.campaign_city import items_of_level, prosperity_level
    from rulebound.games.gloomhaven.items import load_items

    data = {"characters": [{"class": "brute", "items": [1]}], "prosperity_checkmarks": 39}
    record = parse_campaign(data, "x")
    assert prosperity_level(record.prosperity_checkmarks) == 7
    supply = import_record(record, "Imported", seed=1).record.supply()
    catalog = load_items()
    want = {n: catalog[n].count for lv in range(1, 8) for n in items_of_level(lv) if n in catalog}
    want[1] -= 1
    assert supply == want
    assert any(n in supply for n in items_of_level(7)) and not any(
        n in supply for n in items_of_level(8)
    )


def test_every_ability_hashes_and_equal_abilities_hash_equal() -> None:
    # The contract classes.Action's __hash__ keeps (a value may be a mapping, Create
    # Trap's): halves and cards can be set members or cache keys. No catalog rule.
    for cls in ("brute", "tinkerer", "mindthief", "spellweaver", "scoundrel", "cragheart"):
        klass = load_class(cls)
        halves = {card.half(which) for card in klass.cards for which in ("top", "bottom")}
        assert len(halves) > len(klass.cards)  # distinct halves stay distinct
        again = load_class.__wrapped__(cls)  # a fresh copy from the file
        assert {hash(card) for card in again.cards} == {hash(card) for card in klass.cards}
