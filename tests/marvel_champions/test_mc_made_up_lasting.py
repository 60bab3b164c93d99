"""MC-EX-15: a lasting effect tracks the game state, by a made-up card: ``made_up_card``
gives Avengers Mansion "your hero gets +1 ATK for each minion in play until the end of
the phase" (``your_identity_gets_until_phase_end``)."""

from __future__ import annotations

from mc_helpers import (
    HYDRA_MERCENARY,
    MANSION,
    SHOCKER,
    act,
    engage,
    identity,
    position,
    put,
    rules,
    start,
)

from rulebound.games.marvel_champions.dsl import your_identity_gets_until_phase_end
from rulebound.games.marvel_champions.rules import minions, stat
from rulebound.games.marvel_champions.state import McState


def _per_minion(s: McState) -> int:
    return len(minions(s))


@rules("MC-EX-15")
def test_a_lasting_effect_follows_the_minions_in_play() -> None:
    s = start(form="hero")
    position.made_up_card(
        s,
        MANSION,
        lambda c: c.action(your_identity_gets_until_phase_end("attack", _per_minion), text="go"),
    )
    put(s, MANSION)
    engage(s, HYDRA_MERCENARY)
    act(s, "turn", "Avengers Mansion: go")
    hero = identity(s)
    assert stat(s, hero, "attack") == 2 + 1
    shocker = engage(s, SHOCKER)  # a second minion enters play
    assert stat(s, hero, "attack") == 2 + 2
    position.discard_from_play(s, shocker)  # one leaves play
    assert stat(s, hero, "attack") == 2 + 1
