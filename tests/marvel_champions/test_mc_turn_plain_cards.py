"""The turn's fast path for plain cards in hand (turn.turn_options): a card with nothing
to choose and no limit to check (not unique, no Team-Up, not hero-only, no host, not "any
player", no Max) is offered when its cost can be paid, without ``play_targets``. The set
of such cards (``game.plain_play``) is derived from the card data and the scripts, so a
made-up variant (``card_variant``) that makes a card unique must take it out of the set."""

from __future__ import annotations

from mc_helpers import (
    WEB_SHOOTER,
    code_index,
    hand,
    put,
    random_decisions,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.payment import can_afford
from rulebound.games.marvel_champions.turn import can_play


@rules("MC-UNIQUE-07", "MC-PLAY-01")
def test_a_card_made_unique_is_no_longer_played_beside_its_copy() -> None:
    s = start(form="hero")
    put(s, WEB_SHOOTER)
    hand(s, WEB_SHOOTER, WEB_SHOOTER)  # one pays for the other
    play = enc.hand(code_index(s, WEB_SHOOTER))
    assert play in s.decision().options  # not unique: a second copy may enter play
    with_card(s, WEB_SHOOTER, unique=True)
    assert code_index(s, WEB_SHOOTER) not in s.game.plain_play
    assert play not in s.decision().options  # a unique copy is in play (MC-UNIQUE-07)


@rules("MC-PLAY-01", "MC-TURN-01")
def test_a_plain_card_is_playable_exactly_when_its_cost_can_be_paid() -> None:
    """At every turn decision of random games, for each card in hand: the fast path's
    answer is ``can_play``'s (the full check)."""
    checked = 0
    matchups = (("spider-man", "rhino"), ("she-hulk,iron-man", "klaw"))
    for game, s, d in random_decisions(matchups, 6, "turn"):
        for u in s.players[d.seat].hand:
            card = s.units[u].card
            full = can_play(s, d.seat, u)
            if card not in game.playable:
                assert not full
            elif card in game.plain_play:
                assert full == can_afford(s, d.seat, u)
                checked += 1
    assert checked > 50
