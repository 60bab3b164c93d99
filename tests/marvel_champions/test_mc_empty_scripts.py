"""Every card test registered with ``plays(code)`` fails when that card's script is
replaced by an empty one, and every scripted card of the sets these tests cover has such
a test: a card test that passes without its card's abilities proves nothing."""

from __future__ import annotations

import pytest
import test_mc_audit_leadership  # noqa: F401  (registers its card tests)
import test_mc_audit_nemesis  # noqa: F401
import test_mc_cards_aspects  # noqa: F401
import test_mc_cards_black_panther  # noqa: F401
import test_mc_cards_captain_marvel  # noqa: F401
import test_mc_cards_encounter  # noqa: F401
import test_mc_cards_iron_man  # noqa: F401
import test_mc_cards_klaw  # noqa: F401
import test_mc_cards_protection  # noqa: F401
import test_mc_cards_she_hulk  # noqa: F401
import test_mc_cards_spider_man  # noqa: F401
import test_mc_cards_ultron  # noqa: F401
from test_mc_cards_modular import CARD_TESTS

from rulebound.games.marvel_champions import scripts  # noqa: F401  (declares every script)
from rulebound.games.marvel_champions.cards import load_pool
from rulebound.games.marvel_champions.dsl import SCRIPTS, Script

COVERED_SETS = (
    "legions_of_hydra",
    "the_doomsday_chair",
    "under_attack",
    "masters_of_evil",
    "she_hulk",
    "she_hulk_nemesis",
    "aggression",
    "protection",
    "iron_man",
    "iron_man_nemesis",
    "klaw",
    "black_panther",
    "black_panther_nemesis",
    "spider_man",
    "spider_man_nemesis",
    "captain_marvel",
    "captain_marvel_nemesis",
    "justice",
    "leadership",
    "basic",
    "ultron",
    "rhino",
    "bomb_scare",
    "standard",
    "expert",
)


def test_every_scripted_card_of_the_covered_sets_has_a_test() -> None:
    scripted = {
        c.code
        for c in load_pool().cards
        if c.set in COVERED_SETS and SCRIPTS.get(c.code, Script()) != Script()
    }
    assert scripted and scripted <= set(CARD_TESTS)


@pytest.mark.parametrize("code", sorted(CARD_TESTS))
def test_the_card_test_fails_without_the_script(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SCRIPTS, code, Script())
    with pytest.raises(AssertionError):
        CARD_TESTS[code]()
