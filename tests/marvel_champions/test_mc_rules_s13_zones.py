"""Rule coverage, section 13: play areas, what a player deck holds, and shuffling an
empty choice of discarded cards into a deck."""

from __future__ import annotations

from mc_helpers import act, finish_round, hand, kind, labels, rules

from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
)
from rulebound.games.marvel_champions.state import McState

ANCESTRAL_KNOWLEDGE, HELICARRIER, GENIUS, ENERGY = "01042", "01092", "01089", "01088"
SHOCKER, HYDRA_MERCENARY, FALSE_ALARM = "01103", "01101", "01112"
PLAYER_DECK_TYPES = {"ally", "event", "upgrade", "resource", "support"}


@rules("MC-DISCPILE-03")
def test_shuffling_nothing_from_the_discard_pile_leaves_the_deck_in_order() -> None:
    """Ancestral Knowledge played for nothing (Helicarrier) finds an empty discard pile:
    no card goes in, and the deck keeps its order."""
    s = build_position(
        Position([Side("black-panther", hand=[ANCESTRAL_KNOWLEDGE], play=[HELICARRIER])])
    )
    deck = list(s.players[0].deck)
    act(s, "turn", "Helicarrier")
    assert s.players[0].discard == []
    act(s, "turn", "Ancestral Knowledge")
    assert kind(s) == "turn" and s.players[0].deck == deck


@rules("MC-DISCPILE-03")
def test_choosing_no_card_does_not_shuffle_the_deck_either() -> None:
    s = build_position(Position([Side("black-panther", hand=[ANCESTRAL_KNOWLEDGE, GENIUS])]))
    deck = list(s.players[0].deck)
    act(s, "turn", "Ancestral Knowledge")
    act(s, "pay", "Genius")
    assert labels(s) == ["done", "shuffle Genius back"]
    act(s, "ancestral-knowledge", "done")
    assert s.players[0].deck == deck


@rules("MC-PDECK-01")
def test_a_player_deck_holds_only_the_players_own_player_cards() -> None:
    """After set-up each deck holds allies, events, upgrades, resources and supports
    owned by its player; the identity is out of it and the obligation went to the
    encounter deck."""
    s = build_position(Position([Side("she-hulk"), Side("iron-man")], seed=3))
    for seat, p in enumerate(s.players):
        assert len(p.deck) >= 40
        for uid in p.deck:
            assert s.card(uid).type in PLAYER_DECK_TYPES, s.name(uid)
            assert s.units[uid].owner == seat
    obligations = {s.name(u) for u in s.enc_deck if s.card(u).type == "obligation"}
    assert obligations == {"Legal Work", "Business Problems"}


@rules("MC-AREA-01", "MC-AREA-02")
def test_engaged_minions_and_dealt_cards_are_in_their_players_area() -> None:
    """Two kinds of play area: each player's (identity, hand, deck, discard pile, cards
    they control, minions engaged with them, encounter cards dealt to them) and the
    villain's (villain, schemes)."""
    s = build_position(
        Position(
            [
                Side("spider-man", hand=[GENIUS], discard=[ENERGY]),
                Side(
                    "captain-marvel",
                    minions=[InPlay(SHOCKER, damage=1)],
                    dealt=[FALSE_ALARM],
                ),
            ],
            side_schemes=["01107"],
        )
    )
    view = s.view(0)
    first, second = view["players"]
    assert [m["name"] for m in second["engaged_minions"]] == ["Shocker"]
    assert second["facedown_encounter_cards"] == 1
    assert first["engaged_minions"] == [] and first["facedown_encounter_cards"] == 0
    assert first["hand"] == ["Genius"] and first["discard"] == ["Energy"]
    assert first["identity"] == "Peter Parker" and second["identity"] == "Carol Danvers"
    assert view["villain"]["name"] == "Rhino"
    assert [x["name"] for x in view["side_schemes"]] == ["Breakin' & Takin'"]
    assert "engaged_minions" not in view["villain"]


def _rhino_ii_revealed(**pos: object) -> McState:
    """Rhino I (1 hit point left) falls to a basic attack: Rhino II's When Revealed finds
    Breakin' & Takin'."""
    s = build_position(
        Position(
            encounter_deck=["01103", "01112", "01186"],  # no Breakin' & Takin' in the deck
            villain_damage=13,
            **pos,  # type: ignore[arg-type]
        )
    )
    act(s, "turn", "basic attack")
    while kind(s) != "turn":
        act(s, kind(s), "pass")
    assert s.view(0)["villain"]["stage"] == "II"
    return s


@rules("MC-FIND-01")
def test_find_looks_in_the_encounter_discard_pile_too() -> None:
    s = _rhino_ii_revealed(players=[Side(form="hero")], encounter_discard=["01107"])
    assert [x["name"] for x in s.view(0)["side_schemes"]] == ["Breakin' & Takin'"]
    assert s.view(0)["encounter_discard"] == []


@rules("MC-FIND-02")
def test_find_skips_an_encounter_card_dealt_facedown_to_a_player() -> None:
    s = _rhino_ii_revealed(players=[Side(form="hero", dealt=["01107"])])
    assert s.view(0)["side_schemes"] == []
    assert s.view(0)["players"][0]["facedown_encounter_cards"] == 1


@rules("MC-OWN-05")
def test_an_upgrade_given_to_another_player_stays_theirs_into_the_next_round() -> None:
    """Captain Marvel gives Heroic Intuition to Spider-Man: it stays under his control
    into the next round (the first player token passes to him at the round's end)."""
    s = build_position(Position([Side("captain-marvel", form="hero"), Side(form="hero")]))
    (intuition,) = hand(s, "01065", GENIUS)[:1]
    act(s, "turn", "play Heroic Intuition")
    act(s, "give-to", "Spider-Man")
    act(s, "pay", "Genius")
    assert s.units[intuition].controller == 1
    finish_round(s)
    assert s.first == 1
    assert s.units[intuition].controller == 1 and s.units[intuition].owner == 0
    assert s.view(0)["players"][1]["thwart"] == 1 + 1
