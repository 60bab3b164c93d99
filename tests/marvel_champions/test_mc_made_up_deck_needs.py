"""MC-DECKBUILD-07: an identity's deck-building requirement, on a made-up Spider-Man
(``card_variant``) who needs a number of cards of one trait in his deck: no Core identity has
a deck-building requirement."""

from __future__ import annotations

from collections import Counter

from mc_helpers import rules, start, with_card

from rulebound.games.marvel_champions.decks import deck_problems

SPIDER_MAN = "01001a"


@rules("MC-DECKBUILD-07")
def test_a_deck_must_meet_its_identitys_deck_building_requirement() -> None:
    s = start()
    deck, pool = s.game.decks[0], s.game.pool
    traits = Counter(
        t for code, n in deck.slots for t in pool.by_code[code].traits for _ in range(n)
    )
    trait, have = traits.most_common(1)[0]
    with_card(s, SPIDER_MAN, deck_needs={trait: have})
    assert deck_problems(deck, pool) == []  # met exactly
    with_card(s, SPIDER_MAN, deck_needs={trait: have + 1})
    (problem,) = deck_problems(deck, pool)
    assert problem.rules == ("MC-DECKBUILD-07",)
    assert problem.message == (
        f"Spider-Man needs at least {have + 1} {trait} cards in the deck: it has {have}"
    )
