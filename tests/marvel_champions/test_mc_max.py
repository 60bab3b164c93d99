"""Max per period and per trigger (MC-MAX-01 to -03, -07), on made-up cards declared
with the card vocabulary (``position.made_up_card``)."""

from __future__ import annotations

from mc_helpers import (
    MANSION,
    WEB_KICK,
    act,
    end_turn,
    finish_round,
    hand,
    kind,
    labels,
    put,
    rules,
    start,
    with_card,
)

from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.dsl import choose_enemy, damage, draw


def _max_event(s, **kw) -> None:  # type: ignore[no-untyped-def]
    """Swinging Web Kick made up: a 0-cost event "Action: draw 1 card. (Max 1 per round.)"."""
    with_card(s, WEB_KICK, cost=0)
    position.made_up_card(
        s, WEB_KICK, lambda c: c.action(draw(1), max_per_round=1, text="draw 1 card", **kw)
    )


def _can_play(s) -> bool:  # type: ignore[no-untyped-def]
    return any("Swinging Web Kick" in label for label in labels(s))


@rules("MC-MAX-01", "MC-MAX-02")
def test_max_per_round_counts_every_copy_of_every_player() -> None:
    s = start("spider-man,captain-marvel")
    _max_event(s)
    hand(s, WEB_KICK, WEB_KICK)
    hand(s, WEB_KICK, seat=1)
    act(s, "turn", "Swinging Web Kick")
    assert not _can_play(s)  # the second copy: the max is reached
    assert "Swinging Web Kick" in s.view(0)["limits_used"]
    end_turn(s)
    while kind(s) == "discard-down":
        act(s, "discard-down", "keep")
    assert s.active == 1 and not _can_play(s)  # another player's copy too
    finish_round(s)
    assert _can_play(s)  # a new round: a new period


@rules("MC-MAX-03")
def test_a_canceled_card_still_counts_toward_its_max() -> None:
    s = start(form="hero")
    with_card(s, WEB_KICK, cost=0)
    position.made_up_card(
        s,
        WEB_KICK,
        lambda c: c.action(
            choose_enemy(), damage(1), max_per_round=1, label="attack", text="deal 1 damage"
        ),
    )
    hand(s, WEB_KICK, WEB_KICK)
    position.mark(s, s.players[0].identity, stunned=1)
    act(s, "turn", "Swinging Web Kick")  # stunned: the attack is canceled
    assert s.units[s.villain].damage == 0 and s.units[s.players[0].identity].stunned == 0
    assert not _can_play(s)


@rules("MC-MAX-07", "MC-EX-31")
def test_max_one_per_event_across_players() -> None:
    # Each player controls a made-up Avengers Mansion: "Response: after a player plays
    # an event, draw 1 card. (Max 1 per event.)". One event: one response only.
    s = start("spider-man,captain-marvel")
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.response("event-played", draw(1), max_one_per_trigger=True, text="draw 1 card"),
    )
    put(s, MANSION, seat=0)
    put(s, MANSION, seat=1)
    with_card(s, WEB_KICK, cost=0)
    position.made_up_card(s, WEB_KICK, lambda c: c.action(text="nothing"))
    hand(s, WEB_KICK)
    act(s, "turn", "Swinging Web Kick")
    assert kind(s) == "response" and s.decision().seat == 0
    act(s, "response", "Avengers Mansion")
    assert kind(s) == "turn"  # the other player's copy cannot answer the same event
