"""MC-EX-14: same-named unique cards with different subtitles, made up with
``card_variant``: no Core pair shares a name. Daredevil becomes a second "Jessica Jones"
or a "Spider-Man" with a subtitle of his own."""

from __future__ import annotations

from mc_helpers import DAREDEVIL, JESSICA, hand, put, rules, start, with_card

from rulebound.games.marvel_champions.decks import deck_problems
from rulebound.games.marvel_champions.turn import play_targets


@rules("MC-EX-14", "MC-UNIQUE-07")
def test_unique_allies_with_one_name_and_two_subtitles_coexist_in_play() -> None:
    s = start(form="hero")
    with_card(s, JESSICA, subname="Private Eye")
    with_card(s, DAREDEVIL, name="Jessica Jones", subname="Jewel")
    put(s, JESSICA)
    (other,) = hand(s, DAREDEVIL)
    assert play_targets(s, 0, other)  # another subtitle: it may enter play
    with_card(s, DAREDEVIL, name="Jessica Jones", subname="Private Eye")
    assert not play_targets(s, 0, other)  # the same character: it may not


@rules("MC-EX-14", "MC-DECKBUILD-06")
def test_a_hero_and_a_unique_ally_of_its_name_with_another_subtitle_coexist() -> None:
    s = start(form="hero")  # Spider-Man (Peter Parker) in play
    with_card(s, DAREDEVIL, name="Spider-Man", subname="Miles Morales")
    (ally,) = hand(s, DAREDEVIL)
    assert play_targets(s, 0, ally)
    deck = s.game.decks[0]  # Spider-Man's deck holds a Daredevil: now this Spider-Man
    assert (DAREDEVIL, 1) in deck.slots
    assert not [p for p in deck_problems(deck, s.game.pool) if "MC-DECKBUILD-06" in p.rules]
    with_card(s, DAREDEVIL, name="Spider-Man", subname="")  # no subtitle: the same hero
    assert [p for p in deck_problems(deck, s.game.pool) if "MC-DECKBUILD-06" in p.rules]
