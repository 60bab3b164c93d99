"""Rule coverage, sections 6 and 14: card types (player, encounter, schemes; a player
card that functions as a Drone minion) and card classifications (what goes into an
encounter deck: the scenario's own set in its exact quantities, any modular sets, the
Standard and Expert sets; the identity-specific and aspect cards of a player deck)."""

from __future__ import annotations

from collections import Counter

import pytest
from mc_helpers import act, kind, labels, rules

from rulebound import load_game
from rulebound.games.marvel_champions.decks import DeckList, deck_problems
from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    discard_from_play,
    engage_drone,
)
from rulebound.games.marvel_champions.scenarios import MODULAR
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.errors import ParameterError

PLAYER_TYPES = {"hero", "alter_ego", "ally", "event", "upgrade", "resource", "support"}
ENCOUNTER_TYPES = {
    "attachment",
    "environment",
    "villain",
    "minion",
    "obligation",
    "treachery",
    "main_scheme",
    "side_scheme",
}
SPIDER_WOMAN, MOCKINGBIRD, HAWKEYE, BLACK_CAT, GENIUS = "01011", "01083", "01066", "01002", "01089"


def _pool(s: McState) -> list:  # type: ignore[type-arg]
    return list(s.game.pool.cards)


@rules("MC-PLAYERCARD-01", "MC-ENCCARD-01")
def test_the_core_set_has_the_player_and_the_encounter_card_types() -> None:
    """Six player card types (the identity's two sides counted as one), eight encounter
    card types, every one of them printed in the Core Set, and no card of any other."""
    s = build_position(Position())
    player = {c.type for c in _pool(s) if c.aspect != "encounter"}
    encounter = {c.type for c in _pool(s) if c.aspect == "encounter"}
    assert player == PLAYER_TYPES
    assert encounter == ENCOUNTER_TYPES


@rules("MC-PLAYERCARD-02", "MC-CLASS-01", "MC-CLASS-02")
def test_a_player_deck_takes_its_own_identity_cards_one_aspect_and_basic_cards() -> None:
    """Identity-specific cards of another hero and aspect cards of another aspect are
    refused; basic cards and the chosen aspect's cards are taken."""
    s = build_position(Position())
    pool = s.game.pool
    by_class = Counter(
        "basic" if c.aspect == "basic" else "identity" if c.aspect == "hero" else "aspect"
        for c in _pool(s)
        if c.aspect != "encounter" and c.type not in ("hero", "alter_ego")
    )
    assert min(by_class.values()) > 0 and set(by_class) == {"basic", "identity", "aspect"}
    base = DeckList("probe", "01001a", "justice", (), "probe")
    problems = deck_problems(base, pool)

    def extra(code: str) -> list[str]:
        deck = DeckList("probe", "01001a", "justice", ((code, 1),), "probe")
        found = deck_problems(deck, pool)
        assert "the deck has 1 card (not counting the identity)" in " ".join(map(str, found))
        new = [p for p in found if "MC-DECKBUILD-02" not in p.rules and p not in problems]
        assert all(p.rules == ("MC-DECKBUILD-04",) for p in new)
        return [p.message for p in new]

    assert extra("01088") == []  # Energy: basic
    assert extra("01059") == []  # Jessica Jones: Justice
    assert any("Leadership card" in p for p in extra("01068"))  # Vision: Leadership
    assert any("Captain Marvel's kit" in p for p in extra("01013"))  # Photonic Blast


def _sets(s: McState) -> Counter[str]:
    """The encounter cards of the game by set: deck, discard pile and in play."""
    cards = [*s.enc_deck, *s.enc_discard, *(u for u in s.play if s.card(u).aspect == "encounter")]
    return Counter(s.card(u).set for u in cards if s.card(u).type not in ("villain", "main_scheme"))


@rules("MC-SCENSPEC-01", "MC-ENCSET-01", "MC-ENCCARD-02", "MC-CLASS-02")
def test_the_encounter_deck_is_the_scenario_set_a_modular_set_standard_and_expert() -> None:
    for expert in (False, True):
        s = build_position(Position([Side("iron-man")], villain="klaw", expert=expert))
        printed = Counter()
        for c in _pool(s):
            if c.aspect == "encounter" and c.type not in ("villain", "main_scheme"):
                printed[c.set] += c.quantity
        have = _sets(s)
        for scenario_set in ("klaw", "masters_of_evil", "standard"):
            assert have[scenario_set] == printed[scenario_set], scenario_set
        assert have["expert"] == (printed["expert"] if expert else 0)
        assert have["bomb_scare"] == have["ultron"] == have["rhino"] == 0
        assert have["iron_man"] == 1  # his obligation; the nemesis set is set aside


@rules("MC-MODULAR-02", "MC-ENCBUILD-04")
def test_players_choose_one_or_several_modular_sets() -> None:
    s = build_position(
        Position(villain="rhino", params={"modular": "legions-of-hydra,the-doomsday-chair"})
    )
    have = _sets(s)
    assert have["legions_of_hydra"] > 0 and have["the_doomsday_chair"] > 0
    assert have["bomb_scare"] == 0  # the recommended set only when none is chosen


@rules("MC-SCHEME-01")
def test_a_scheme_is_the_main_scheme_or_a_side_scheme() -> None:
    """A thwart chooses "a scheme": the main scheme and each side scheme."""
    s = build_position(Position([Side(form="hero")], side_schemes=["01107"], main_threat=4))
    act(s, "turn", "basic thwart")
    assert kind(s) == "choose-scheme"
    assert sorted(labels(s)) == ["Breakin' & Takin'", "The Break-In!"]


@rules("MC-CARDTYPE-01", "MC-CARDTYPE-04")
def test_an_ally_card_in_play_as_a_drone_is_a_minion_not_an_ally() -> None:
    """Black Cat put into play facedown as a Drone minion: the minion rules apply (it can
    be attacked) and the ally rules do not (it does not attack for the player, and with
    two allies a third one is played without going over the limit of three)."""
    s = build_position(
        Position(
            [Side(form="hero", play=[SPIDER_WOMAN, MOCKINGBIRD], hand=[HAWKEYE, *[GENIUS] * 3])],
            villain="ultron",
        )
    )
    for m in [m for m in s.play if s.name(m) == "Drone"]:
        discard_from_play(s, m)  # the Drone of set-up
    drone = engage_drone(s, BLACK_CAT, 0)
    assert s.view(0)["players"][0]["engaged_minions"][0]["type"] == "minion"
    assert not any("Black Cat" in x for x in labels(s))
    act(s, "turn", "Hawkeye")
    while kind(s) == "pay":
        act(s, "pay", "Genius")
    assert kind(s) == "turn"  # no ally over the limit to discard
    assert s.units[drone].in_play
    act(s, "turn", "basic attack")
    assert "Drone" in labels(s)


@rules("MC-ASPECT-03", "MC-SCENSPEC-03", "MC-MODULAR-04")
def test_a_card_shows_what_the_foot_of_the_printed_card_shows() -> None:
    """The description of a card names its aspect (or Basic, or its hero), its
    scenario or its modular set, as the foot of the printed card does."""
    s = build_position(
        Position(
            [Side("she-hulk", hand=["01052", "01088", "01027"])],
            side_schemes=["01107", "01109"],
        )
    )
    shown = {o["name"]: o.get("classification") for o in s.visible_objects(0).values()}
    assert shown["Chase Them Down"] == "Aggression"
    assert shown["Energy"] == "Basic"
    assert shown["Focused Rage"] == "She-Hulk"
    assert shown["Breakin' & Takin'"] == "Rhino"
    assert shown["Bomb Scare"] == "Bomb Scare"
    assert shown["Rhino"] == "Rhino"


@rules("MC-FAQ-GEN-03")
def test_the_modular_sets_are_the_encounter_sets_of_no_scenario_and_no_hero() -> None:
    """An encounter set is modular when it belongs to no scenario (and no campaign): in
    the Core Set every other encounter set is a villain's, a hero's (obligation,
    nemesis), Standard or Expert, and none of those can be named as a modular set."""
    s = build_position(Position())
    pool = list(s.game.pool.cards)
    villains = {c.set for c in pool if c.type == "villain"}
    heroes = {c.set for c in pool if c.type == "hero"}
    modular = {
        c.set
        for c in pool
        if c.aspect == "encounter"
        and c.set not in villains | {"standard", "expert"}
        and c.set not in heroes
        and not c.set.endswith("_nemesis")
    }
    assert modular == set(MODULAR.values())
    for name in ("rhino", "standard", "expert"):
        with pytest.raises(ParameterError, match="unknown modular set"):
            load_game("marvel-champions", modular=name)
