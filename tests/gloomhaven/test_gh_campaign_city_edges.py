"""The city's rules at their edges (survivors of the mutation sample of
``campaign_city.py``, docs/mutation-samples/mut-gh3.md): the Personal Quest deck is
shuffled, a retirement takes away only the retired class's Perks from retirements, and
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
def test_a_retirement_keeps_the_other_characters_perks_from_retirements() -> None:
    c = city.new_campaign("R", seed=7)
    c = city.create_character(c, "brute", "Grom", player="Ann")
    c = city.create_character(c, "tinkerer", "Fizz", player="Bo")
    gold_quest = next(q for q in city.QUESTS if q.requirements[0].counts == "gold")
    grom = c.sheet("brute")
    c = c.with_sheet(replace(grom, quest=gold_quest.number, quest_progress=(0,), gold=200))
    c = city.retire(c, "brute")  # Ann's first retirement
    c = city.create_character(c, "mindthief", "Mo", player="Ann", perks=(4,))
    assert city.perks_earned(c, c.sheet("mindthief")) == 1
    fizz = c.sheet("tinkerer")
    c = c.with_sheet(replace(fizz, quest=gold_quest.number, quest_progress=(0,), gold=200))
    c = city.retire(c, "tinkerer")  # Bo's: Mo's Perk from Ann's retirement stays
    assert city.perks_earned(c, c.sheet("mindthief")) == 1
    assert c.bonus_perks("tinkerer") == 0


@rules("GH-SEND-15")
def test_after_a_scenario_the_party_returns_to_gloomhaven() -> None:
    c = city.new_campaign("T", seed=1)
    away = replace(c, record=replace(c.record, location=1))
    assert city.return_to_city(away).record.location == CITY
    assert city.return_to_city(c) is c
