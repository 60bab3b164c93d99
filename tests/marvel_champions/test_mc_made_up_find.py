"""Finding a card: revealing a minion already in play (MC-FIND-03), attaching an
attachment where the ability says (MC-ATTACH-05), by made-up cards:
``made_up_card`` gives Advance the When Revealed "find Shocker and reveal it"
(``find_and_reveal``), and the Helicarrier "after a card enters play, draw 1 card"."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BLASTERS,
    HELICARRIER,
    MANSION,
    SHOCKER,
    TRACER,
    act,
    engage,
    hp,
    kind,
    labels,
    mark,
    position,
    put,
    reveal,
    rules,
    start,
)

from rulebound.games.marvel_champions.dsl import attach_found, choose_minion, draw, find_and_reveal
from rulebound.games.marvel_champions.scripts.protection import revealed_from_deck


@rules("MC-FIND-03", "MC-FIND-01")
def test_a_minion_found_in_play_engages_and_is_revealed_without_entering_play() -> None:
    s = start(heroes="spider-man,captain-marvel", form="hero")
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(find_and_reveal("Shocker")))
    position.made_up_card(
        s, HELICARRIER, lambda c: c.response("enters-play", draw(1), forced=True, text="draw")
    )
    put(s, HELICARRIER)
    shocker = engage(s, SHOCKER, seat=1)
    mark(s, shocker, damage=1)
    tracer = put(s, TRACER, host=shocker)
    reveal(s, ADVANCE)
    u = s.units[shocker]
    assert u.engaged == 0 and u.damage == 1 and s.units[tracer].host == shocker
    assert hp(s, 0) == 10 - 1 and hp(s, 1) == 12 - 1  # When Revealed: 1 damage each
    assert s.players[0].hand == []  # it did not enter play: no Helicarrier draw
    assert shocker in s.play and shocker not in s.enc_discard


@rules("MC-FIND-01")
def test_a_card_found_in_the_discard_pile_is_revealed_from_there() -> None:
    s = start(form="hero")
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(find_and_reveal("Shocker")))
    (shocker,) = position.to_encounter_discard(s, SHOCKER)
    reveal(s, ADVANCE)
    assert s.units[shocker].in_play and s.units[shocker].engaged == 0 and hp(s) == 9


@rules("MC-ATTACH-05")
def test_an_ability_attaching_a_card_to_an_element_ignores_its_attach_to_text() -> None:
    s = start(form="hero")
    # made up: "find Concussion Blasters and attach it to a minion" (its own text says
    # "attach to the villain")
    position.made_up_card(
        s, ADVANCE, lambda c: c.revealed(choose_minion(), attach_found("Concussion Blasters"))
    )
    shocker = engage(s, SHOCKER)
    (blasters,) = position.to_encounter_discard(s, BLASTERS)
    reveal(s, ADVANCE)
    assert s.units[blasters].in_play and s.units[blasters].host == shocker


@rules("MC-FIND-01", "MC-SEARCH-03")
def test_a_card_only_in_the_encounter_deck_is_found_there() -> None:
    s = start(form="hero")
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(find_and_reveal("Sandman")))
    sandmen = [u for u in s.enc_deck if s.name(u) == "Sandman"]
    assert sandmen and not [u for u in s.enc_discard if s.name(u) == "Sandman"]
    reveal(s, ADVANCE)
    (found,) = [u for u in sandmen if s.units[u].in_play]
    assert s.units[found].engaged == 0 and found not in s.enc_deck
    assert "The encounter deck is shuffled." in [e["text"] for e in s.events_for(0)]


@rules("MC-FIND-03", "MC-KEYWORD-PERIL-01")
def test_a_minion_found_in_play_is_not_revealed_from_the_deck_nor_with_peril() -> None:
    # Made up, under the second player's control: Helicarrier "Interrupt: when a card is
    # revealed, draw 1 card"; Avengers Mansion the same, only for a card revealed from
    # the encounter deck (as Black Widow's). Shocker, found in play, is revealed from
    # play, and without Peril: the other players may still answer it.
    s = start(heroes="spider-man,captain-marvel", form="hero")
    position.made_up_card(s, ADVANCE, lambda c: c.revealed(find_and_reveal("Shocker")))
    position.made_up_card(
        s, HELICARRIER, lambda c: c.interrupt("card-revealed", draw(1), text="any reveal")
    )
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.interrupt(
            "card-revealed", draw(1), when=revealed_from_deck, text="from the deck"
        ),
    )
    put(s, HELICARRIER, seat=1)
    put(s, MANSION, seat=1)
    engage(s, SHOCKER, seat=1)
    reveal(s, ADVANCE)
    assert kind(s) == "interrupt" and s.decision().seat == 1
    assert any("from the deck" in t for t in labels(s))  # Advance: from the deck
    act(s, "interrupt", "pass")
    assert kind(s) == "interrupt" and s.decision().seat == 1  # Shocker: no Peril
    assert any("any reveal" in t for t in labels(s))
    assert not any("from the deck" in t for t in labels(s))
