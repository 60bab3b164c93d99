"""The city's rules at their edges (survivors of the mutation sample of
``campaign_city.py``, docs/mutation-samples/mut-gh3.md): the Personal Quest deck is
shuffled, a retirement takes away only the retired character's Perks from retirements, and
the party goes back to Gloomhaven after a scenario."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven.campaign import CITY

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
