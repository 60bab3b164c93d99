"""The event cards that join the decks during the campaign (GH-CAMP-03): every card of
the reference data is typed but City Event 40 (its data lacks one card fate), every
card a typed event or a retirement can add is typed, and the two words these cards
added to the format: ``option`` ("as option A") and the ``pay_each`` condition."""

from __future__ import annotations

from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from test_gh_events_21_30 import on_top
from typer.testing import CliRunner

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.items import SLOTS
from rulebound.games.gloomhaven.yaml_files import parse_yaml
from rulebound.kernel.errors import DataError

rules = pytest.mark.rules
ENV = {"COLUMNS": "200", "NO_COLOR": "1"}


def party(*classes: str, seed: int = 5) -> city.Campaign:
    c = city.new_campaign("Added", seed=seed)
    for cls in classes:
        c = city.create_character(c, cls, cls.capitalize())
    return c


def with_gold(c: city.Campaign, **gold: int) -> city.Campaign:
    for cls, amount in gold.items():
        c = c.with_sheet(replace(c.sheet(cls), gold=amount))
    return c


def total(c: city.Campaign) -> int:
    return sum(s.gold for s in c.record.characters)


def _effects(effects: tuple[dict[str, Any], ...]) -> list[dict[str, Any]]:
    """Every effect map, those inside a ``choose`` too."""
    out = []
    for effect in effects:
        out.append(effect)
        for inner in effect.get("choose", []):
            out.extend(_effects((inner,)))
    return out


def every_effect() -> list[tuple[tuple[str, int], dict[str, Any]]]:
    return [
        (key, effect)
        for key, card in events.EVENTS.items()
        for option in card.options.values()
        for outcome in option.outcomes
        for effect in _effects(outcome.effects)
    ]


def test_every_card_of_both_decks_is_typed_but_city_40() -> None:
    """City Events 1-81 and Road Events 1-69; City 40's option A has an outcome with no
    card fate in the data, and none is invented."""
    assert sorted(n for d, n in events.EVENTS if d == "city") == [
        n for n in range(1, 82) if n != 40
    ]
    assert sorted(n for d, n in events.EVENTS if d == "road") == list(range(1, 70))


@rules("GH-EVENT-03", "GH-EVENT-04", "GH-EVENT-05", "GH-EVENT-16")
def test_each_typed_card_parses_alone_with_its_options_and_conditions() -> None:
    """Each card of the shipped file read alone: two options, each with our one-line
    paraphrase and at least one outcome; conditions and effects in the format's words,
    their values of the right kind."""
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "campaigns" / "events.yaml"
    raw = parse_yaml(ref.read_text(encoding="utf-8"), "events.yaml")["events"]
    assert len(raw) == len(events.EVENTS)
    for entry in raw:
        card = events.parse_events({"events": [entry]}, "one card")
        ((key, parsed),) = card.items()
        assert events.EVENTS[key] == parsed
        for label, option in parsed.options.items():
            assert option.says.endswith(".") and "\n" not in option.says, (key, label)
            assert option.outcomes, (key, label)
            for outcome in option.outcomes:
                assert set(outcome.when) <= set(events.CONDITIONS), key
                for name in ("pay", "pay_each", "give_item"):
                    assert type(outcome.when.get(name, 1)) is int and outcome.when.get(name, 1) > 0
                for name in ("reputation_above", "reputation_below"):
                    assert type(outcome.when.get(name, 0)) is int
                assert all(isinstance(c, str) for c in outcome.when.get("class", []))
    for key, effect in every_effect():
        for name, value in effect.items():
            if name in events.EACH or name in ("party_gold", "party_lose_gold", "item"):
                assert type(value) is int and value > 0, (key, name)
            elif name in ("reputation", "prosperity"):
                assert type(value) is int and value != 0, (key, name)
            elif name == "start_condition":
                assert value in events.CONDITION_NAMES, key
            elif name in ("consume_item", "party_consume_item"):
                assert value in SLOTS, key
            elif name == "add_event":
                assert value[0] in events.DECKS and type(value[1]) is int, key


@rules("GH-CAMP-03", "GH-RETIRE-06")
def test_every_card_an_event_or_a_retirement_can_add_is_typed() -> None:
    """A card that joins a deck can be drawn: the cards named by any typed event's
    add_event and by every shipped class mat are all typed."""
    added = {
        (str(e["add_event"][0]), int(e["add_event"][1]))
        for _, e in every_effect()
        if "add_event" in e
    }
    assert {("city", 60), ("city", 70), ("city", 74), ("road", 60), ("road", 65)} <= added
    assert len(added) == 21
    ref = resources.files("rulebound.games.gloomhaven") / "data" / "classes"
    for path in ref.iterdir():
        if path.name.endswith(".yaml"):
            number = load_class(path.name.removesuffix(".yaml")).event_number
            assert number is not None
            added |= {("city", number), ("road", number)}
    missing = sorted(added - set(events.EVENTS))
    assert not missing, missing


def test_every_added_card_resolves_and_never_reaches_an_untyped_card() -> None:
    """Each added card drawn, each option: the card leaves or goes to the bottom, and
    any card it adds in turn joins its deck (never 'not typed')."""
    c = party("brute", "spellweaver")
    c = with_gold(c, brute=100, spellweaver=100)
    for deck, number in sorted(k for k in events.EVENTS if k[1] > 30):
        for label in ("A", "B"):
            _, said = events.resolve(on_top(c, deck, number), deck, label)
            assert not any("not typed" in line for line in said), (deck, number, label)
            assert said[-1].startswith("The card"), (deck, number, label)


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-10", "GH-EVENT-16", "GH-CAMP-03")
def test_city_66_a_without_the_debt_money_is_resolved_as_option_b() -> None:
    """City 66 A: 40 collective gold buys item 55; otherwise, as option B: City Event
    67 joins its deck, and the card leaves the game as B's outcome says."""
    c = on_top(party("brute", "tinkerer"), "city", 66)
    rich = with_gold(c, brute=30, tinkerer=20)
    paid, said = events.resolve(rich, "city", "A")
    assert total(paid) == 10 and paid.sheet("brute").items == (55,)
    assert 67 not in paid.city_deck and "As option B:" not in said
    poor = with_gold(c, brute=30, tinkerer=5)
    shipped, said = events.resolve(poor, "city", "A")
    assert total(shipped) == 35 and not shipped.sheet("brute").items
    assert "As option B:" in said and "City Event 67 is shuffled into its deck." in said
    # the drawn card is not in the deck while City Event 67 is shuffled in
    assert sorted(shipped.city_deck) == sorted([*c.city_deck[1:], 67])
    assert said[-1] == "The card is removed from the game."
    assert shipped.city_event_done  # GH-EVENT-01: once per visit


@rules("GH-EVENT-04", "GH-EVENT-11", "GH-EVENT-14")
def test_road_50_b_discards_then_adds_as_option_a() -> None:
    c = on_top(party("brute", "tinkerer"), "road", 50)
    after, said = events.resolve(c, "road", "B")
    assert all(s.discard_at_start == 2 for s in after.record.characters)
    assert 68 in after.city_deck and 50 not in after.road_deck
    assert said.index("As option A:") < said.index("City Event 68 is shuffled into its deck.")


def own(a_outcome: dict[str, Any], b_card: str = "return") -> dict[str, Any]:
    b = {"says": "Take the gold.", "outcomes": [{"effects": {"gold": 3}, "card": b_card}]}
    a = {"says": "Try your luck.", "outcomes": [a_outcome]}
    return {"events": [{"deck": "road", "number": 99, "A": a, "B": b}]}


@rules("GH-EVENT-16")
def test_as_the_other_option_the_card_fate_is_that_options() -> None:
    """An outcome that names no card fate and resolves the other option: the card goes
    where that option's outcome sends it (a card of our own: every shipped card's
    other option removes it)."""
    mine = {**events.EVENTS, **events.parse_events(own({"effects": [{"option": "B"}]}), "own")}
    c = on_top(party("brute"), "road", 99)
    back, _ = events.resolve(c, "road", "A", cards=mine)
    assert back.road_deck[-1] == 99 and back.sheet("brute").gold == c.sheet("brute").gold + 3
    gone = {
        **events.EVENTS,
        **events.parse_events(own({"effects": [{"option": "B"}]}, "remove"), "own"),
    }
    out, _ = events.resolve(c, "road", "A", cards=gone)
    assert 99 not in out.road_deck
    # an outcome's own fate wins over the other option's
    kept = own({"effects": [{"option": "B"}], "card": "remove"}, "return")
    left, _ = events.resolve(
        c, "road", "A", cards={**events.EVENTS, **events.parse_events(kept, "own")}
    )
    assert 99 not in left.road_deck


@rules("GH-EVENT-04", "GH-EVENT-16")
def test_no_outcome_applied_the_card_goes_back_to_the_bottom() -> None:
    """An option none of whose outcomes applies (a card of our own: no shipped option
    lacks an outcome for some party) changes nothing, and the card returns."""
    only = own({"if": {"class": ["cragheart"]}, "effects": {"gold": 9}, "card": "remove"})
    c = on_top(party("brute"), "road", 99)
    after, said = events.resolve(
        c, "road", "A", cards={**events.EVENTS, **events.parse_events(only, "own")}
    )
    assert after.road_deck[-1] == 99 and after.sheet("brute").gold == c.sheet("brute").gold
    assert said[-1] == "The card goes to the bottom of its deck."


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-07")
def test_an_outcome_after_a_skipped_otherwise_still_applies() -> None:
    """Outcomes in printed order: an "otherwise" skipped because one applied does not
    end the list; a later outcome with no condition always applies."""
    outcomes = [
        {"if": {"class": ["brute"]}, "effects": {"gold": 1}, "card": "remove"},
        {"if": {"otherwise": True}, "effects": {"gold": 2}, "card": "remove"},
        {"effects": {"gold": 4}, "card": "remove"},
    ]
    card = own(outcomes[0])
    card["events"][0]["A"]["outcomes"] = outcomes
    mine = {**events.EVENTS, **events.parse_events(card, "own")}
    brute = on_top(party("brute"), "road", 99)
    after, _ = events.resolve(brute, "road", "A", cards=mine)
    assert after.sheet("brute").gold == brute.sheet("brute").gold + 1 + 4
    other = on_top(party("tinkerer"), "road", 99)
    after, _ = events.resolve(other, "road", "A", cards=mine)
    assert after.sheet("tinkerer").gold == other.sheet("tinkerer").gold + 2 + 4


def test_the_option_word_is_checked() -> None:
    with pytest.raises(DataError, match="names the other option"):
        events.parse_events(own({"effects": {"option": "A"}}), "own")
    with pytest.raises(DataError, match="card is return or remove"):
        events.parse_events(own({"effects": {"gold": 1}}), "own")
    both = own({"effects": {"option": "B"}})
    both["events"][0]["B"]["outcomes"] = [{"effects": {"option": "A"}}]
    with pytest.raises(DataError, match="cannot both resolve the other"):
        events.parse_events(both, "own")
    with pytest.raises(DataError, match="start_condition is one of"):
        events.parse_events(
            own({"effects": {"start_condition": "sleepy"}, "card": "remove"}), "own"
        )


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-11", "GH-EVENT-12")
def test_road_35_b_each_pays_five_or_is_robbed_as_option_a() -> None:
    """Road 35 B: 5 gold from each character (no "collective"), only if every one can;
    else as option A: poison and 3 damage each (no Harrower in the party)."""
    c = on_top(party("brute", "tinkerer"), "road", 35)
    both = with_gold(c, brute=7, tinkerer=5)
    paid, said = events.resolve(both, "road", "B")
    assert paid.sheet("brute").gold == 2 and paid.sheet("tinkerer").gold == 0
    assert all(s.start_damage == 0 and not s.start_conditions for s in paid.record.characters)
    assert "Each character pays 5 gold." in said and 35 not in paid.road_deck
    one_short = with_gold(c, brute=40, tinkerer=4)
    robbed, said = events.resolve(one_short, "road", "B")
    assert robbed.sheet("brute").gold == 40 and robbed.sheet("tinkerer").gold == 4
    assert all(s.start_damage == 3 for s in robbed.record.characters)
    assert all(s.start_conditions == ("poison",) for s in robbed.record.characters)
    assert "Tinkerer cannot pay 5 gold." in said and 35 not in robbed.road_deck


@rules("GH-EVENT-04", "GH-EVENT-06", "GH-EVENT-09", "GH-EVENT-10", "GH-EVENT-16")
def test_city_41_a_the_potion_is_bought_once_at_the_price_of_the_party() -> None:
    """City 41 A without a Quartermaster: 25 collective gold for item 34 (once), or the
    card returns to the bottom of the deck."""
    c = on_top(party("brute", "tinkerer"), "city", 41)
    bought, _ = events.resolve(with_gold(c, brute=20, tinkerer=20), "city", "A")
    assert total(bought) == 15 and bought.sheet("brute").items == (34,)
    assert 41 not in bought.city_deck
    poor, _ = events.resolve(with_gold(c, brute=20, tinkerer=4), "city", "A")
    assert total(poor) == 24 and poor.city_deck[-1] == 41


@rules("GH-EVENT-04", "GH-EVENT-05", "GH-EVENT-11", "GH-EVENT-13")
def test_a_sample_of_the_added_cards() -> None:
    c = party("brute", "scoundrel")
    # City 39 A: a Scoundrel in the party brings City Event 65 into the deck
    helped, _ = events.resolve(on_top(c, "city", 39), "city", "A")
    assert 65 in helped.city_deck and 39 not in helped.city_deck
    alone, said = events.resolve(on_top(party("brute"), "city", 39), "city", "A")
    assert 65 not in alone.city_deck and not any("City Event 65" in line for line in said)
    # Road 59 A: 2 damage, poison, muddle and a Bless card for each
    swarm, _ = events.resolve(on_top(c, "road", 59), "road", "A")
    assert all(s.start_conditions == ("poison", "muddle", "bless") for s in swarm.record.characters)
    assert all(s.start_damage == 2 for s in swarm.record.characters)
    # City 76 A: the drink is offered only to a party above Reputation 14
    famous = city.gain_reputation(on_top(c, "city", 76), 15)
    escorted, _ = events.resolve(famous, "city", "A")
    assert (
        74 in escorted.record.unlocked and "high-sea-escort" in escorted.record.party_achievements
    )
    plain, _ = events.resolve(city.gain_reputation(on_top(c, "city", 76), 14), "city", "A")
    assert 74 not in plain.record.unlocked and plain.city_deck[-1] == 76
    # Road 64 A: a checkmark, 4 cards and 4 damage from each; Road 69 B returns
    c2 = c.with_sheet(replace(c.sheet("brute"), checkmarks=2))
    hurt, _ = events.resolve(on_top(c2, "road", 64), "road", "A")
    assert hurt.sheet("brute").checkmarks == 1 and hurt.sheet("scoundrel").checkmarks == 0
    assert all(s.discard_at_start == 4 and s.start_damage == 4 for s in hurt.record.characters)
    slow, _ = events.resolve(on_top(c, "road", 69), "road", "B")
    assert slow.road_deck[-1] == 69 and slow.record.prosperity_checkmarks == 1


def cli(*args: str) -> str:
    result = CliRunner().invoke(app, ["gloomhaven", "campaign", *args], env=ENV)
    assert result.exit_code == 0, result.output
    return str(result.stdout)


@rules("GH-EVENT-01", "GH-EVENT-02", "GH-CAMP-03", "GH-EVENT-16")
def test_an_added_card_is_drawn_and_played_through_the_cli(tmp_path: Path) -> None:
    """Road 10 B adds City Event 71; drawn in the city, its option A adds City Event 72."""
    path = tmp_path / "c.db"
    c = on_top(party("brute", "tinkerer"), "road", 10)
    with store.open_store(path, create=True) as db:
        store.save(db, c)
    out = cli("event", str(path), "road", "--option", "B", "--to", "1")
    assert "City Event 71 is shuffled into its deck." in out
    with store.open_store(path) as db:
        c = store.load(db)
        assert 71 in c.city_deck
        store.save(db, replace(on_top(c, "city", 71), last_mode="campaign"))
    out = cli("event", str(path), "city", "--option", "A")
    assert "City Event 71" in out and "A: Give up on the sphere." in out
    assert "City Event 72 is shuffled into its deck." in out
    assert "The card is removed from the game." in out
    with store.open_store(path) as db:
        after = store.load(db)
    assert 71 not in after.city_deck and 72 in after.city_deck
