"""The city's rules at their edges (survivors of the mutation sample of
``campaign_city.py``, docs/mutation-samples/mut-gh3.md): the Personal Quest deck is
shuffled, a retirement takes away only the retired character's Perks from retirements, and
the party goes back to Gloomhaven after a scenario; a collective payment is told."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.campaign import CITY, CharacterSheet
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.sheet_play import pool_indices

rules = pytest.mark.rules


@rules("GH-NEWCHAR-07")
def test_the_personal_quest_deck_is_shuffled_so_the_two_drawn_are_random() -> None:
    printed = tuple(q.number for q in city.QUESTS)
    decks = [city.new_campaign("Q", seed=seed).quest_deck for seed in range(4)]
    assert all(sorted(deck) == sorted(printed) for deck in decks)
    assert len({deck[:2] for deck in decks}) > 1
    assert all(deck != printed for deck in decks)


@rules("GH-NEWCHAR-06")
def test_a_retirement_takes_away_only_its_own_characters_perks_from_retirements() -> None:
    c = city.new_campaign("R", seed=7)
    c = replace(c, retired=(city.Retired("Old", "cragheart", "Ann"),))
    c = city.create_character(c, "brute", "Grom", player="Ann", perks=(0,))
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    assert city.perks_earned(c, c.sheet("brute")) == 1
    gold_quest = next(q for q in city.QUESTS if q.requirements[0].counts == "gold")
    for cls in ("tinkerer", "brute"):
        sheet = replace(c.sheet(cls), quest=gold_quest.number, quest_progress=(0,), gold=200)
        c = city.retire(c.with_sheet(sheet), cls)
        if cls == "tinkerer":  # Bo's retirement: Grom keeps the Perk from Ann's
            assert city.perks_earned(c, c.sheet("brute")) == 1
    assert c.bonus_perks("brute") == 0  # Grom's Perk left with him


@rules("GH-SEND-15")
def test_after_a_scenario_the_party_returns_to_gloomhaven() -> None:
    c = city.new_campaign("T", seed=1)
    away = replace(c, record=replace(c.record, location=1))
    assert city.return_to_city(away).record.location == CITY
    assert city.return_to_city(c) is c


@rules("GH-EVENT-10")
def test_a_collective_payment_is_told_to_the_party() -> None:
    c = city.new_campaign("P", seed=4)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    c = c.with_deck("city", (3, *[n for n in c.deck("city") if n != 3]))
    after, said = events.resolve(c, "city", "A", receiver="tinkerer")  # pay 10, an item
    assert "The party pays 10 gold." in said
    assert sum(s.gold for s in after.record.characters) == 60 - 10


@rules("GH-NEWCHAR-09", "GH-LEVEL-03")
def test_the_active_card_pool_is_the_level_1_and_x_cards_and_those_chosen() -> None:
    brute = load_class("brute")
    pool = [brute.cards[i] for i in pool_indices(brute, CharacterSheet("brute", cards=(14,)))]
    starting = [c for c in brute.cards if c.level in ("1", "X")]
    assert [c for c in pool if c.id != 14] == starting
    assert any(c.id == 14 for c in pool)
