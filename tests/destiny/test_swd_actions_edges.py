"""Playing cards and taking actions (``actions.py``) in detail. Found by the mutation
sample of ``actions.py`` (docs/mutation-samples/mut-swd.md)."""

from __future__ import annotations

from swd_helpers import (
    FINN,
    IT_BINDS,
    JEDI_ROBES,
    KYLO,
    QUI_GON,
    REY,
    STORMTROOPER,
    Side,
    act,
    has_option,
    position,
    put_in_pool,
    tag,
    uid,
)

CUNNING, ALL_IN = "01065", "01152"


def test_an_opponents_it_binds_all_things_reduces_nothing_of_yours() -> None:
    """Jedi Robes cost 2; with 1 resource only a support of your own makes it playable."""
    for mine, playable in ((True, True), (False, False)):
        support = [IT_BINDS]
        s = position(
            Side(
                characters=[QUI_GON],
                supports=support if mine else [],
                hand=[JEDI_ROBES],
                resources=1,
            ),
            Side(characters=[STORMTROOPER], supports=[] if mine else support),
        )
        assert has_option(s, "play Jedi Robes") is playable, mine


def test_a_card_being_played_keeps_no_card_in_play_busy() -> None:
    """All In (an event) resolves Cunning's die: Cunning may use the special of any
    other card in play, the first player's first character included (the event's own
    frame names no card in play as its source)."""
    s = position(
        Side(characters=[KYLO, FINN], upgrades=[(CUNNING, 1)], hand=[ALL_IN], resources=3),
        Side(characters=[REY]),
    )
    put_in_pool(s, uid(s, "Cunning"), 4)  # special
    act(s, "action", "play All In")
    act(s, "resolve-die", "Cunning die")
    assert s.decision().kind == "choose-card-in-play"
    assert has_option(s, tag(uid(s, "Kylo Ren")))
